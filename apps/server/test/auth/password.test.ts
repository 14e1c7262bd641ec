import { AUTH_LIMITS, AUTH_PATHS, changePasswordResultSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { api, errorOf, freshAddress, postLogin, tokenFor, withToken } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = (token: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.changePassword),
    headers: token ? withToken(token) : {},
    payload: body,
  });

const validate = (token: string, opts: { query?: string; body?: Record<string, unknown> }) =>
  t.app.inject({
    method: 'POST',
    url: api(
      `${AUTH_PATHS.validatePassword}${opts.query !== undefined ? `?password=${encodeURIComponent(opts.query)}` : ''}`,
    ),
    headers: withToken(token),
    ...(opts.body ? { payload: opts.body } : {}),
  });

const isAlive = async (token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.validatePassword),
      headers: withToken(token),
      payload: {},
    })
  ).statusCode !== 401;

describe('POST /sys/user/password', () => {
  it('changes the password, closes every session and gives this device a new token', async () => {
    const member = await createMember(t.db, { is_need_pwd_popup: true, is_first_setup: true });
    const here = await tokenFor(t, member.login_name);
    const elsewhere = await tokenFor(t, member.login_name);
    const res = await change(here, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Changed12',
      confirmPassword: 'Changed12',
    });
    expect(res.statusCode).toBe(200);
    const data = changePasswordResultSchema.parse(res.json().data);
    expect(await isAlive(here)).toBe(false);
    expect(await isAlive(elsewhere)).toBe(false);
    expect(await isAlive(data.token)).toBe(true);
    const row = await t.db
      .selectFrom('member')
      .select(['is_need_pwd_popup', 'is_first_setup'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_need_pwd_popup: false, is_first_setup: false });
    const login = (password: string) =>
      postLogin(t, { username: member.login_name, password }, freshAddress());
    expect((await login(TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login('Changed12')).statusCode).toBe(200);
  });

  it('refuses a wrong old password and keeps the sessions', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const res = await change(token, {
      oldPassword: 'wrong-old',
      newPassword: 'Changed12',
      confirmPassword: 'Changed12',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      data: { error: 'passwordIncorrect' },
      msg: 'The password is incorrect',
    });
    expect(await isAlive(token)).toBe(true);
  });

  it('refuses a new password equal to the old one', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const res = await change(token, {
      oldPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(errorOf(res).data.error).toBe('passwordSameAsOld');
  });

  it('applies the password rules and the confirmation', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { oldPassword: TEST_PASSWORD, newPassword: 'abc', confirmPassword: 'abc' },
        'body.newPassword',
        'validation.tooShort',
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: '_abcdef1', confirmPassword: '_abcdef1' },
        'body.newPassword',
        'validation.passwordFormat',
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: 'Abcdef12', confirmPassword: 'Abcdef13' },
        'body.confirmPassword',
        'validation.passwordMismatch',
      ],
      [
        { newPassword: 'Abcdef12', confirmPassword: 'Abcdef12' },
        'body.oldPassword',
        'validation.required',
      ],
      [
        { oldPassword: 5, newPassword: 'Abcdef12', confirmPassword: 'Abcdef12' },
        'body.oldPassword',
        'validation.required',
      ],
    ];
    for (const [body, path, key] of cases) {
      const res = await change(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).data.fields).toContainEqual(expect.objectContaining({ path, key }));
    }
  });

  it('needs a session', async () => {
    const res = await change(undefined, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Changed12',
      confirmPassword: 'Changed12',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /mm/PersonalProfile/validatePassword', () => {
  it('says whether the password is the current one, from the body', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    expect((await validate(token, { body: { password: TEST_PASSWORD } })).json().data).toEqual({
      valid: true,
    });
    expect((await validate(token, { body: { password: 'not-it' } })).json().data).toEqual({
      valid: false,
    });
  });

  it('refuses a password in the query string, even with one in the body', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    for (const body of [undefined, { password: TEST_PASSWORD }]) {
      const res = await validate(token, { query: TEST_PASSWORD, ...(body ? { body } : {}) });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data.fields).toEqual([
        { path: 'querystring.password', key: 'validation.secretNotInQuery' },
      ]);
    }
  });

  it('without a password → 400; without a session → 401', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const missing = await validate(token, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).data.fields).toEqual([
      { path: 'body.password', key: 'validation.required' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: api(AUTH_PATHS.validatePassword) });
    expect(res.statusCode).toBe(401);
  });

  it('is throttled per member', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    let last = await validate(token, { body: { password: 'guess-0' } });
    for (let i = 1; i <= AUTH_LIMITS.passwordChecksPerMember; i++) {
      last = await validate(token, { body: { password: `guess-${i}` } });
    }
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).data.error).toBe('tooManyRequests');
  });
});
