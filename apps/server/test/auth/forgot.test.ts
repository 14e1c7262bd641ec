import { AUTH_LIMITS, AUTH_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  api,
  errorOf,
  freshAddress,
  mailsTo,
  postLogin,
  tokenFor,
  tokenInMail,
  withToken,
} from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (path: string, body: unknown, address = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    payload: body as Record<string, unknown>,
    remoteAddress: address,
  });
/** The token in the body (the web app's call). */
const check = (token: string) => post(AUTH_PATHS.forgotPasswordCheck, { token });
/** The older GET ?token=, still answered for clients of before the POST. */
const checkByQuery = (token: string) =>
  t.app.inject({
    url: api(`${AUTH_PATHS.forgotPasswordCheck}?token=${encodeURIComponent(token)}`),
    remoteAddress: freshAddress(),
  });
const SAME_ANSWER = { code: 0, data: null, msg: 'success' };

/** Asks a reset link and reads its token from the mail sent to the stored address. */
async function requestReset(loginName: string, email: string, mailbox = email) {
  const res = await post(AUTH_PATHS.forgotPassword, { loginName, email });
  expect(res.json()).toEqual(SAME_ANSWER);
  const [mail] = await mailsTo(t.db, mailbox);
  if (!mail) throw new Error('no reset mail');
  return tokenInMail(mail.body_text);
}

const reset = (token: string, password: string, confirm = password) =>
  post(AUTH_PATHS.forgotPasswordReset, {
    token,
    newPassword: password,
    confirmPassword: confirm,
  });

describe('POST /bo/forgot/loginName', () => {
  it('mails every login name registered with the email, case-insensitively', async () => {
    await createMember(t.db, { login_name: 'twinA', email: 'Twins@Example.com' });
    await createMember(t.db, { login_name: 'twinB', email: 'twins@example.com' });
    const res = await post(AUTH_PATHS.forgotLoginName, { email: 'TWINS@example.com' });
    expect(res.json()).toEqual(SAME_ANSWER);
    const [mail] = await mailsTo(t.db, 'Twins@Example.com');
    expect(mail?.subject).toBe('Your login name');
    expect(mail?.body_text).toContain('twinA');
    expect(mail?.body_text).toContain('twinB');
  });

  it('writes the mail in the caller language', async () => {
    await createMember(t.db, { login_name: 'zhUser', email: 'zh@example.com' });
    await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.forgotLoginName),
      payload: { email: 'zh@example.com' },
      headers: { 'accept-language': 'zh-CN' },
      remoteAddress: freshAddress(),
    });
    const [mail] = await mailsTo(t.db, 'zh@example.com');
    expect(mail?.subject).toBe('您的登录名');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await post(AUTH_PATHS.forgotLoginName, { email: 'nobody@example.com' });
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await mailsTo(t.db, 'nobody@example.com')).toHaveLength(0);
  });

  it('limits to members of the company when one is given', async () => {
    await createMember(t.db, { login_name: 'usOnly', email: 'co@example.com', company_code: 'US' });
    await post(AUTH_PATHS.forgotLoginName, { email: 'co@example.com', companyCode: 'MY' });
    expect(await mailsTo(t.db, 'co@example.com')).toHaveLength(0);
  });

  it('bad input → 400 (bad email, unknown company)', async () => {
    const bad = await post(AUTH_PATHS.forgotLoginName, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data.fields).toContainEqual(
      expect.objectContaining({ path: 'body.email', key: 'validation.emailFormat' }),
    );
    const company = await post(AUTH_PATHS.forgotLoginName, { email: 'a@b.co', companyCode: 'XX' });
    expect(errorOf(company).data.fields).toContainEqual(
      expect.objectContaining({ path: 'body.companyCode', key: 'validation.unknownCompany' }),
    );
    expect((await post(AUTH_PATHS.forgotLoginName, {})).statusCode).toBe(400);
  });

  it('is throttled per client address', async () => {
    const address = freshAddress();
    let last = await post(AUTH_PATHS.forgotLoginName, { email: 'x@example.com' }, address);
    for (let i = 0; i < AUTH_LIMITS.forgotMailsPerAddress; i++) {
      last = await post(AUTH_PATHS.forgotLoginName, { email: 'x@example.com' }, address);
    }
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).data.error).toBe('tooManyRequests');
  });
});

describe('forgot password', () => {
  it('full flow: mail with link, check, reset, old password refused, new one works', async () => {
    await createMember(t.db, { login_name: 'forgetful', email: 'forget@example.com' });
    const token = await requestReset('FORGETFUL', 'Forget@example.com', 'forget@example.com');
    const [mail] = await mailsTo(t.db, 'forget@example.com');
    expect(mail?.body_text).toContain(
      `http://localhost:${t.deps.config.port}/Retrieveinformation?token=`,
    );
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await t.db
      .selectFrom('auth_link')
      .selectAll()
      .where('email', '=', 'forget@example.com')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect((await check(token)).json()).toMatchObject({ code: 0, data: { valid: true } });
    const res = await reset(token, 'NewPass9');
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(
      (await postLogin(t, { username: 'forgetful', password: TEST_PASSWORD }, freshAddress()))
        .statusCode,
    ).toBe(422);
    expect(
      (await postLogin(t, { username: 'forgetful', password: 'NewPass9' }, freshAddress()))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same and mails nothing when login name and email do not match', async () => {
    await createMember(t.db, { login_name: 'mismatch1', email: 'mm1@example.com' });
    const res = await post(AUTH_PATHS.forgotPassword, {
      loginName: 'mismatch1',
      email: 'other@example.com',
    });
    expect(res.json()).toEqual(SAME_ANSWER);
    const unknown = await post(AUTH_PATHS.forgotPassword, {
      loginName: 'ghost',
      email: 'mm1@example.com',
    });
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(await mailsTo(t.db, 'mm1@example.com')).toHaveLength(0);
    expect(await mailsTo(t.db, 'other@example.com')).toHaveLength(0);
  });

  it('reset revokes every session of the member', async () => {
    const member = await createMember(t.db, { login_name: 'sessions2', email: 's2@example.com' });
    const a = await tokenFor(t, member.login_name);
    const b = await tokenFor(t, member.login_name);
    const token = await requestReset('sessions2', 's2@example.com');
    expect((await reset(token, 'Another7')).statusCode).toBe(200);
    for (const session of [a, b]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api(AUTH_PATHS.logout),
        headers: withToken(session),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a link works once', async () => {
    await createMember(t.db, { login_name: 'once1', email: 'once1@example.com' });
    const token = await requestReset('once1', 'once1@example.com');
    expect((await reset(token, 'First123')).statusCode).toBe(200);
    const again = await reset(token, 'Second123');
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).data.error).toBe('linkInvalid');
    expect(errorOf(await check(token)).data.error).toBe('linkInvalid');
  });

  it('a link expires after 30 minutes', async () => {
    await createMember(t.db, { login_name: 'slow1', email: 'slow1@example.com' });
    const token = await requestReset('slow1', 'slow1@example.com');
    t.clock.advance(AUTH_LIMITS.resetLinkTtlMs);
    expect(errorOf(await check(token)).data.error).toBe('linkInvalid');
    expect(errorOf(await reset(token, 'Late1234')).data.error).toBe('linkInvalid');
  });

  it('a newer link replaces the older one', async () => {
    await createMember(t.db, { login_name: 'twice2', email: 'twice2@example.com' });
    const older = await requestReset('twice2', 'twice2@example.com');
    const newer = await requestReset('twice2', 'twice2@example.com');
    expect(errorOf(await check(older)).data.error).toBe('linkInvalid');
    expect((await check(newer)).statusCode).toBe(200);
  });

  it('an unknown token is refused', async () => {
    expect(errorOf(await check('made-up-token')).data.error).toBe('linkInvalid');
    expect(errorOf(await reset('made-up-token', 'Whatever1')).data.error).toBe('linkInvalid');
  });

  it('applies the password rules and the confirmation before touching the link', async () => {
    await createMember(t.db, { login_name: 'rules1', email: 'rules1@example.com' });
    const token = await requestReset('rules1', 'rules1@example.com');
    const cases: Array<[string, string, string, string]> = [
      ['short', 'Ab1', 'body.newPassword', 'validation.tooShort'],
      ['long', 'A'.repeat(14), 'body.newPassword', 'validation.tooLong'],
      ['symbol first', '#abc1234', 'body.newPassword', 'validation.passwordFormat'],
      ['empty', '', 'body.newPassword', 'validation.required'],
    ];
    for (const [name, password, path, key] of cases) {
      const res = await reset(token, password);
      expect(res.statusCode, name).toBe(400);
      expect(errorOf(res).data.fields, name).toContainEqual(expect.objectContaining({ path, key }));
    }
    const mismatch = await reset(token, 'Good1234', 'Good12345');
    expect(errorOf(mismatch).data.fields).toContainEqual(
      expect.objectContaining({ path: 'body.confirmPassword', key: 'validation.passwordMismatch' }),
    );
    expect(mismatch.json().msg).toContain('The two passwords do not match');
    expect(
      (
        await post(AUTH_PATHS.forgotPasswordReset, {
          newPassword: 'Good1234',
          confirmPassword: 'Good1234',
        })
      ).statusCode,
    ).toBe(400);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('check without a token → 400', async () => {
    const res = await t.app.inject({ url: api(AUTH_PATHS.forgotPasswordCheck) });
    expect(res.statusCode).toBe(400);
    expect((await post(AUTH_PATHS.forgotPasswordCheck, {})).statusCode).toBe(400);
  });

  it('the older GET ?token= check answers like the POST', async () => {
    const member = await createMember(t.db);
    const token = await requestReset(member.login_name, member.email!);
    expect((await checkByQuery(token)).json()).toEqual((await check(token)).json());
    expect((await checkByQuery('not-a-token')).statusCode).toBe(
      (await check('not-a-token')).statusCode,
    );
  });
});
