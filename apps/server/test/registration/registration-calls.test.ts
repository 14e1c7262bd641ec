import { API_BASE_PATH, REGISTRATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, lastMailTo, signedIn } from '../security/security-test-kit.js';
import { application, register, seedRegistrationAreas } from './registration-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRegistrationAreas(t);
});
afterAll(async () => t.close());

describe('GET the sponsor link', () => {
  it('names an active sponsor and counts the opening; unknown and inactive sponsors read alike', async () => {
    const sponsor = await createMember(t.db);
    const res = await call(t, 'GET', `/mm/registration/link/${sponsor.login_name}`, {
      token: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sponsorLoginName: sponsor.login_name, minAge: 18 });
    const inactive = await createMember(t.db, { status: 0 });
    for (const login of ['nobody-here', inactive.login_name]) {
      const bad = await call(t, 'GET', `/mm/registration/link/${login}`, { token: null });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().data.error).toBe('sponsorUnavailable');
    }
  });
});

describe('POST register', () => {
  it('creates a member in status 0, placed in the first free slot, and mails the verify link', async () => {
    const sponsor = await createMember(t.db);
    const body = application(sponsor.login_name);
    const res = await register(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 0,
      placement: { parentLoginName: sponsor.login_name, side: 'L', moved: false },
    });
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', data.memberId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.phone).toBe('+12133734253');
    expect(row.placement_path).toBe(`${sponsor.placement_path}${row.id}/`);
    expect(row.sponsor_path).toBe(`${sponsor.sponsor_path}${row.id}/`);
    const mail = await lastMailTo(t, body.email);
    expect(mail?.body_text).toContain(data.loginName);
    expect(mail?.body_text).toContain('/emailVerify?token=');
    // the next one takes the right side
    const second = await register(t, application(sponsor.login_name, { placement: 'first' }));
    expect(second.json().data.placement.side).toBe('R');
  });

  it('refuses a bad email, a mismatch, an under-age date, a common password and no agreement', async () => {
    const sponsor = await createMember(t.db);
    const res = await register(
      t,
      application(sponsor.login_name, {
        email: 'not-an-email',
        password: 'password1',
        confirmPassword: 'password2',
        agreeTerms: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(
      expect.arrayContaining([
        'body.email validation.emailFormat',
        'body.password validation.registration.commonPassword',
        'body.agreeTerms validation.registration.mustAgree',
      ]),
    );
    const young = await register(
      t,
      application(sponsor.login_name, { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }),
    );
    expect(fieldKeys(young)).toEqual(['body.birthDate validation.registration.underAge']);
    const phone = await register(t, application(sponsor.login_name, { phone: '12' }));
    expect(fieldKeys(phone)).toEqual(['body.phone validation.registration.phoneFormat']);
  });

  it('says a taken email is already used', async () => {
    const sponsor = await createMember(t.db);
    const res = await register(
      t,
      application(sponsor.login_name, { email: sponsor.email, confirmEmail: sponsor.email }),
    );
    expect(fieldKeys(res)).toEqual(['body.email validation.registration.emailUsed']);
  });

  it('refuses a placement outside the sponsor downline (a foreign member) and an unknown sponsor', async () => {
    const sponsor = await createMember(t.db);
    const stranger = await createMember(t.db);
    const foreign = await register(
      t,
      application(sponsor.login_name, { placementId: stranger.login_name }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.error).toBe('placementNotFound');
    const other = await createMember(t.db, { company_code: 'MY' });
    const otherCompany = await register(
      t,
      application(sponsor.login_name, { placementId: other.login_name }),
    );
    expect(otherCompany.json().data.error).toBe('placementNotFound');
    const unknown = await register(t, application('nobody-here'));
    expect(unknown.json().data.error).toBe('sponsorUnavailable');
  });

  it('asks a captcha after a burst from one address', async () => {
    const sponsor = await createMember(t.db);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await register(t, application(sponsor.login_name), '10.9.9.9');
      codes.push(res.json().data?.error ?? 'ok');
    }
    expect(codes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(codes[3]).toBe('captchaRequired');
  });
});

describe('holding tank and funnel', () => {
  it('holds a "place later" member for the sponsor, who places them once; others cannot', async () => {
    const { member: sponsor, token } = await signedIn(t);
    const { token: strangerToken } = await signedIn(t);
    const res = await register(t, application(sponsor.login_name, { placement: 'later' }));
    expect(res.json().data.placement).toBeNull();
    const memberId = res.json().data.memberId;
    const tank = await call(t, 'GET', REGISTRATION_PATHS.holdingTank, { token });
    expect(tank.json().data.members).toMatchObject([{ memberId, status: 0 }]);
    const foreign = await call(t, 'POST', REGISTRATION_PATHS.place, {
      token: strangerToken,
      body: { memberId, placement: 'first' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('memberNotHeld');
    const bad = await call(t, 'POST', REGISTRATION_PATHS.place, {
      token,
      body: { memberId, placement: 'up' },
    });
    expect(bad.statusCode).toBe(400);
    const placed = await call(t, 'POST', REGISTRATION_PATHS.place, {
      token,
      body: { memberId, placement: 'R' },
    });
    expect(placed.json().data).toEqual({
      parentLoginName: sponsor.login_name,
      side: 'R',
      moved: false,
    });
    const again = await call(t, 'POST', REGISTRATION_PATHS.place, {
      token,
      body: { memberId, placement: 'L' },
    });
    expect(again.json().data.error).toBe('memberNotHeld');
    const log = await t.db
      .selectFrom('placement_log')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    expect(log).toMatchObject({
      parent_id: sponsor.id,
      side: 'R',
      placed_by: `member:${sponsor.id}`,
    });
  });

  it('counts opened, started and submitted by week for the sponsor only', async () => {
    const { member: sponsor, token } = await signedIn(t);
    await call(t, 'GET', `/mm/registration/link/${sponsor.login_name}`, { token: null });
    await call(t, 'POST', REGISTRATION_PATHS.started, {
      token: null,
      body: { sponsor: sponsor.login_name },
    });
    await register(t, application(sponsor.login_name));
    const res = await call(t, 'GET', REGISTRATION_PATHS.funnel, { token });
    expect(res.json().data.weeks).toMatchObject([{ opened: 1, started: 1, submitted: 1, paid: 0 }]);
    expect(res.json().data.unfinished).toHaveLength(1);
    const anon = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${REGISTRATION_PATHS.funnel}`,
    });
    expect(anon.statusCode).toBe(401);
  });
});
