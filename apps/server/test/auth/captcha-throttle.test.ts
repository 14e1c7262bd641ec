import { AUTH_LIMITS, AUTH_PATHS, captchaSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { api, errorOf, freshAddress, knownCaptcha, postLogin } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function failTimes(login: string, times: number, address: string) {
  for (let i = 0; i < times; i++) {
    const captcha = await knownCaptcha(t);
    await postLogin(t, { username: login, password: 'wrong-pass', ...captcha }, address);
  }
}

function captchaRequired(username: string, address: string) {
  return t.app.inject({
    url: api(`${AUTH_PATHS.captchaRequired}?username=${encodeURIComponent(username)}`),
    remoteAddress: address,
  });
}

describe('GET /bo/captcha', () => {
  it('answers an SVG data URL and stores only a hash of the answer, valid 5 minutes', async () => {
    const res = await t.app.inject({ url: api(AUTH_PATHS.captcha), remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    const data = captchaSchema.parse(res.json().data);
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.img.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const row = await t.db
      .selectFrom('captcha')
      .selectAll()
      .where('uuid', '=', data.uuid)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at.getTime()).toBe(t.clock.now.getTime() + AUTH_LIMITS.captchaTtlMs);
  });
});

describe('captcha on login', () => {
  it('is not required at first, and required after 3 failures of a login name', async () => {
    await createMember(t.db, { login_name: 'carol' });
    const address = freshAddress();
    expect((await captchaRequired('carol', address)).json().data).toEqual({ required: false });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await postLogin(t, { username: 'carol', password: 'bad-pass' }, freshAddress()));
    }
    expect(answers.map((r) => errorOf(r).data.details)).toEqual([
      { captchaRequired: false },
      { captchaRequired: false },
      { captchaRequired: true },
    ]);
    expect((await captchaRequired('CAROL', freshAddress())).json().data).toEqual({
      required: true,
    });
    const without = await postLogin(t, { username: 'carol', password: TEST_PASSWORD }, address);
    expect(without.statusCode).toBe(422);
    expect(errorOf(without).data).toMatchObject({
      error: 'captchaRequired',
      details: { captchaRequired: true },
    });
    const captcha = await knownCaptcha(t, 'XyZw');
    const right = await postLogin(
      t,
      { username: 'carol', password: TEST_PASSWORD, uuid: captcha.uuid, captcha: 'xyzw' },
      address,
    );
    expect(right.statusCode).toBe(200);
  });

  it('is required after 3 failures from one client address, whatever the login name', async () => {
    await createMember(t.db, { login_name: 'dave' });
    const address = freshAddress();
    for (const name of ['x1', 'x2', 'x3']) {
      await postLogin(t, { username: name, password: 'bad-pass' }, address);
    }
    expect((await captchaRequired('dave', address)).json().data.required).toBe(true);
    const res = await postLogin(t, { username: 'dave', password: TEST_PASSWORD }, address);
    expect(errorOf(res).data.error).toBe('captchaRequired');
    const elsewhere = await postLogin(
      t,
      { username: 'dave', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a wrong, used or expired captcha with "Verification code error"', async () => {
    await createMember(t.db, { login_name: 'erin' });
    const address = freshAddress();
    await failTimes('erin', 3, address);
    const wrong = await knownCaptcha(t, 'abcd');
    const wrongRes = await postLogin(
      t,
      { username: 'erin', password: TEST_PASSWORD, uuid: wrong.uuid, captcha: 'abce' },
      address,
    );
    expect(wrongRes.statusCode).toBe(422);
    expect(errorOf(wrongRes)).toMatchObject({
      msg: 'Verification code error',
      data: { error: 'verificationCodeError', details: { captchaRequired: true } },
    });
    // the wrong try used it up: the right answer no longer works
    const reused = await postLogin(
      t,
      { username: 'erin', password: TEST_PASSWORD, uuid: wrong.uuid, captcha: 'abcd' },
      address,
    );
    expect(errorOf(reused).data.error).toBe('verificationCodeError');
    const expiring = await knownCaptcha(t, 'qrst');
    t.clock.advance(AUTH_LIMITS.captchaTtlMs);
    const expired = await postLogin(
      t,
      { username: 'erin', password: TEST_PASSWORD, uuid: expiring.uuid, captcha: 'qrst' },
      address,
    );
    expect(errorOf(expired).data.error).toBe('verificationCodeError');
    const unknown = await postLogin(
      t,
      { username: 'erin', password: TEST_PASSWORD, uuid: 'no-such-uuid', captcha: 'qrst' },
      address,
    );
    expect(errorOf(unknown).data.error).toBe('verificationCodeError');
  });

  it('refuses a captcha already used by a successful login', async () => {
    await createMember(t.db, { login_name: 'frank' });
    const address = freshAddress();
    await failTimes('frank', 3, address);
    const captcha = await knownCaptcha(t);
    const body = { username: 'frank', password: TEST_PASSWORD, ...captcha };
    expect((await postLogin(t, body, address)).statusCode).toBe(200);
    const again = await postLogin(t, body, address);
    expect(errorOf(again).data.error).toBe('verificationCodeError');
  });
});

describe('lock and throttle', () => {
  it('locks a login name after 10 failures with solved captchas, for the failing address only, until the window passes', async () => {
    await createMember(t.db, { login_name: 'grace' });
    const failing = freshAddress();
    await failTimes('grace', AUTH_LIMITS.lockAfterFailures, failing);
    const locked = await postLogin(
      t,
      { username: 'grace', password: TEST_PASSWORD, ...(await knownCaptcha(t)) },
      failing,
    );
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).data).toMatchObject({ error: 'accountLocked' });
    // the owner, from an address that has not failed, is not locked out (a captcha is asked)
    const owner = await postLogin(
      t,
      { username: 'grace', password: TEST_PASSWORD, ...(await knownCaptcha(t)) },
      freshAddress(),
    );
    expect(owner.statusCode).toBe(200);
    await failTimes('grace', AUTH_LIMITS.lockAfterFailures, failing);
    t.clock.advance(AUTH_LIMITS.windowMs + 1);
    const after = await postLogin(t, { username: 'grace', password: TEST_PASSWORD }, failing);
    expect(after.statusCode).toBe(200);
  });

  it('a success clears the failures of that login name', async () => {
    await createMember(t.db, { login_name: 'heidi' });
    await failTimes('heidi', 2, freshAddress());
    expect(
      (await postLogin(t, { username: 'heidi', password: TEST_PASSWORD }, freshAddress()))
        .statusCode,
    ).toBe(200);
    expect((await captchaRequired('heidi', freshAddress())).json().data.required).toBe(false);
  });

  it('refuses more than 30 attempts from one address in the window', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.loginAttemptsPerAddress; i++) {
      const res = await postLogin(t, { username: `flood${i}`, password: 'x' }, address);
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 422)).toBe(true);
    const last = await postLogin(t, { username: 'flood-last', password: 'x' }, address);
    expect(errorOf(last).data.error).toBe('tooManyRequests');
  });
});

describe('query validation', () => {
  it('captcha/required without a username → 400', async () => {
    const res = await t.app.inject({ url: api(AUTH_PATHS.captchaRequired) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).data.fields).toContainEqual(
      expect.objectContaining({ path: 'querystring.username', key: 'validation.required' }),
    );
  });
});

describe('CAPTCHA_MODE=always', () => {
  let always: TestApp;
  beforeAll(async () => {
    always = await createTestApp({ CAPTCHA_MODE: 'always' });
    await createMember(always.db, { login_name: 'ivan' });
  });
  afterAll(async () => always.close());

  it('asks a captcha before the first try and accepts a right one', async () => {
    const required = await always.app.inject({
      url: api(`${AUTH_PATHS.captchaRequired}?username=ivan`),
    });
    expect(required.json().data).toEqual({ required: true });
    const first = await postLogin(always, { username: 'ivan', password: TEST_PASSWORD });
    expect(errorOf(first).data).toMatchObject({
      error: 'captchaRequired',
      details: { captchaRequired: true },
    });
    const captcha = await knownCaptcha(always);
    const ok = await postLogin(always, { username: 'ivan', password: TEST_PASSWORD, ...captcha });
    expect(ok.statusCode).toBe(200);
  });
});
