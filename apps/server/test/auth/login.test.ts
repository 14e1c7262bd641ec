import { AUTH_FIELD_MAX, AUTH_PATHS, loginResultSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { api, errorOf, freshAddress, postLogin, withToken } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /bo/login', () => {
  it('answers the member info with a session token, server time and isFromOss no', async () => {
    const member = await createMember(t.db, { login_name: 'Alice01', status: 10 });
    const res = await postLogin(
      t,
      { username: 'Alice01', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const data = loginResultSchema.parse(body.data);
    expect(data).toMatchObject({ memberId: member.id, loginName: 'Alice01', isFromOss: 'no' });
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.severDateTime).toBe(t.clock.now.toISOString());
    expect(new Date(data.expiresAt).getTime()).toBe(
      t.clock.now.getTime() + t.deps.config.sessionMaxMs,
    );
  });

  it('stores only a hash of the token and records the attempt', async () => {
    const member = await createMember(t.db, { login_name: 'hashcheck' });
    const address = freshAddress();
    const res = await postLogin(t, { username: 'hashcheck', password: TEST_PASSWORD }, address);
    const token = res.json().data.token as string;
    const sessions = await t.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toContain(token);
    expect(sessions[0]).toMatchObject({ is_from_oss: false, ip: address });
    const attempts = await t.db
      .selectFrom('login_attempt')
      .selectAll()
      .where('ip', '=', address)
      .execute();
    expect(attempts).toMatchObject([{ login_name: 'hashcheck', succeeded: true }]);
  });

  it('matches the login name case-insensitively', async () => {
    await createMember(t.db, { login_name: 'MixedCase' });
    const res = await postLogin(
      t,
      { username: 'mIXEDcase', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loginName).toBe('MixedCase');
  });

  it('gives the same message for a wrong password and an unknown login name', async () => {
    await createMember(t.db, { login_name: 'bob' });
    const wrong = await postLogin(t, { username: 'bob', password: 'nope1234' }, freshAddress());
    const unknown = await postLogin(
      t,
      { username: 'nobody-here', password: 'nope1234' },
      freshAddress(),
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({
        code: 422,
        msg: 'Incorrect login name or password',
        data: { error: 'badCredentials', details: { captchaRequired: false } },
      });
    }
    const recorded = await t.db
      .selectFrom('login_attempt')
      .select(['login_name', 'succeeded'])
      .where('login_name', 'in', ['bob', 'nobody-here'])
      .orderBy('id')
      .execute();
    expect(recorded).toEqual([
      { login_name: 'bob', succeeded: false },
      { login_name: 'nobody-here', succeeded: false },
    ]);
  });

  it('translates the failure message by Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.login),
      payload: { username: 'nobody', password: 'x' },
      headers: { 'accept-language': 'zh-CN' },
      remoteAddress: freshAddress(),
    });
    expect(res.json().msg).not.toBe('Incorrect login name or password');
    expect(res.json().data.error).toBe('badCredentials');
  });

  it('refuses a frozen member but lets to-be-activated and inactive members in', async () => {
    await createMember(t.db, { login_name: 'frozen1', status: 20 });
    await createMember(t.db, { login_name: 'new1', status: 0 });
    await createMember(t.db, { login_name: 'sleepy1', status: 30 });
    const frozen = await postLogin(
      t,
      { username: 'frozen1', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(frozen.statusCode).toBe(403);
    expect(errorOf(frozen).data.error).toBe('memberFrozen');
    for (const username of ['new1', 'sleepy1']) {
      const res = await postLogin(t, { username, password: TEST_PASSWORD }, freshAddress());
      expect(res.statusCode, username).toBe(200);
    }
  });

  it('a frozen member with a wrong password still gets badCredentials (status not revealed)', async () => {
    await createMember(t.db, { login_name: 'frozen2', status: 20 });
    const res = await postLogin(t, { username: 'frozen2', password: 'wrong123' }, freshAddress());
    expect(errorOf(res).data.error).toBe('badCredentials');
  });

  it('opens a new session with a new token on every login', async () => {
    await createMember(t.db, { login_name: 'twice' });
    const first = await postLogin(
      t,
      { username: 'twice', password: TEST_PASSWORD },
      freshAddress(),
    );
    const second = await postLogin(
      t,
      { username: 'twice', password: TEST_PASSWORD },
      freshAddress(),
    );
    const [a, b] = [first.json().data.token, second.json().data.token];
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api(AUTH_PATHS.logout),
        headers: withToken(token),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  describe('bad input', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['missing username', { password: 'x' }, 'body.username', 'validation.required'],
      ['missing password', { username: 'a' }, 'body.password', 'validation.required'],
      [
        'blank username',
        { username: '   ', password: 'x' },
        'body.username',
        'validation.required',
      ],
      ['empty password', { username: 'a', password: '' }, 'body.password', 'validation.required'],
      ['number username', { username: 42, password: 'x' }, 'body.username', 'validation.required'],
      [
        'object password',
        { username: 'a', password: { a: 1 } },
        'body.password',
        'validation.required',
      ],
      [
        'overlong username',
        { username: 'u'.repeat(AUTH_FIELD_MAX.loginName + 1), password: 'x' },
        'body.username',
        'validation.tooLong',
      ],
      [
        'overlong password',
        { username: 'a', password: 'p'.repeat(AUTH_FIELD_MAX.password + 1) },
        'body.password',
        'validation.tooLong',
      ],
      [
        'overlong captcha',
        {
          username: 'a',
          password: 'x',
          uuid: 'u',
          captcha: 'c'.repeat(AUTH_FIELD_MAX.captcha + 1),
        },
        'body.captcha',
        'validation.tooLong',
      ],
      [
        'number uuid',
        { username: 'a', password: 'x', uuid: 5 },
        'body.uuid',
        'validation.notString',
      ],
    ];
    for (const [name, body, path, key] of cases) {
      it(`${name} → 400 with the field key`, async () => {
        const res = await postLogin(t, body, freshAddress());
        expect(res.statusCode).toBe(400);
        const error = errorOf(res);
        expect(error.data.error).toBe('validation');
        expect(error.data.fields).toContainEqual(expect.objectContaining({ path, key }));
      });
    }

    it('a non-JSON body → 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: api(AUTH_PATHS.login),
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data.error).toBe('malformedJson');
    });
  });
});
