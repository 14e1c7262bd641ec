import { API_BASE_PATH, REGISTRATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeHeldMember } from '../../src/modules/organization/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, signedIn } from '../security/security-test-kit.js';
import { application, CALIFORNIA, register, seedRegistrationAreas } from './registration-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRegistrationAreas(t);
});
afterAll(async () => t.close());

const putPreference = (token: string | null, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${API_BASE_PATH}${REGISTRATION_PATHS.preference}`,
    headers: token ? { token } : {},
    payload: body as object,
  });

describe('registration address from the area table', () => {
  it('stores the chosen province with its name', async () => {
    const { member: sponsor } = await signedIn(t);
    const res = await register(t, application(sponsor.login_name));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('registration_application')
      .select(['state_id', 'state_name'])
      .where('member_id', '=', res.json().data.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state_id: CALIFORNIA, state_name: 'California' });
  });

  it('refuses an unknown country, a missing province and a province of another country', async () => {
    const { member: sponsor } = await signedIn(t);
    const unknown = await register(
      t,
      application(sponsor.login_name, { nationality: 'XX', countryCode: 'XY', stateId: null }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldKeys(unknown)).toEqual(
      expect.arrayContaining([
        'body.nationality validation.registration.country',
        'body.countryCode validation.registration.country',
      ]),
    );
    const missing = await register(t, application(sponsor.login_name, { stateId: null }));
    expect(fieldKeys(missing)).toEqual(['body.stateId validation.address.stateRequired']);
    // Canada's first province is not a US state (a foreign area id)
    const foreign = await register(t, application(sponsor.login_name, { stateId: 124_001 }));
    expect(fieldKeys(foreign)).toEqual(['body.stateId validation.address.stateNotInCountry']);
  });

  it('takes a typed province where the country has no list, and refuses an id there', async () => {
    const { member: sponsor } = await signedIn(t);
    const sg = { countryCode: 'SG', stateId: null, stateName: 'Central', zip: '018956' };
    const res = await register(t, application(sponsor.login_name, sg));
    expect(res.statusCode, res.body).toBe(200);
    const bad = await register(t, application(sponsor.login_name, { ...sg, stateId: CALIFORNIA }));
    expect(fieldKeys(bad)).toEqual(['body.stateId validation.address.stateNotInCountry']);
  });
});

describe('placement preference', () => {
  it('reads first until set, then the choice; each sponsor only their own', async () => {
    const { token } = await signedIn(t);
    const { token: otherToken } = await signedIn(t);
    const first = await call(t, 'GET', REGISTRATION_PATHS.preference, { token });
    expect(first.json().data).toEqual({ choice: 'first' });
    const set = await putPreference(token, { choice: 'weak' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(t, 'GET', REGISTRATION_PATHS.preference, { token })).json().data).toEqual({
      choice: 'weak',
    });
    // another member's preference is untouched and cannot be addressed at all
    const other = await call(t, 'GET', REGISTRATION_PATHS.preference, { token: otherToken });
    expect(other.json().data).toEqual({ choice: 'first' });
  });

  it('refuses an unknown choice and an anonymous caller', async () => {
    const { token } = await signedIn(t);
    const bad = await putPreference(token, { choice: 'up' });
    expect(bad.statusCode).toBe(400);
    expect((await putPreference(null, { choice: 'L' })).statusCode).toBe(401);
    const anon = await call(t, 'GET', REGISTRATION_PATHS.preference, { token: null });
    expect(anon.statusCode).toBe(401);
  });

  it('the expiry job places a held member by the sponsor preference', async () => {
    const { member: sponsor, token } = await signedIn(t);
    await putPreference(token, { choice: 'R' });
    const res = await register(t, application(sponsor.login_name, { placement: 'later' }));
    const memberId = res.json().data.memberId;
    await t.db
      .updateTable('placement_hold')
      .set({ place_by: new Date(0) })
      .where('member_id', '=', memberId)
      .execute();
    expect(await placeHeldMember(t.deps, memberId)).toBe(true);
    const log = await t.db
      .selectFrom('placement_log')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ parent_id: sponsor.id, side: 'R', placed_by: 'job' });
  });

  it('"place later" as the preference still places an expired hold at the first free slot', async () => {
    const { member: sponsor, token } = await signedIn(t);
    await putPreference(token, { choice: 'later' });
    const res = await register(t, application(sponsor.login_name, { placement: 'later' }));
    const memberId = res.json().data.memberId;
    expect(await placeHeldMember(t.deps, memberId)).toBe(true);
    const log = await t.db
      .selectFrom('placement_log')
      .select(['side'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(log.side).toBe('L');
  });
});
