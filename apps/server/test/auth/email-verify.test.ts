import { AUTH_LIMITS, AUTH_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  api,
  errorOf,
  freshAddress,
  mailsTo,
  tokenFor,
  tokenInMail,
  withToken,
} from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://members.example.com/' });
});
afterAll(async () => t.close());

const send = (token?: string) =>
  t.app.inject({ url: api(AUTH_PATHS.sendEmailVerify), headers: token ? withToken(token) : {} });
const verify = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.emailVerify),
    payload: body,
    remoteAddress: freshAddress(),
  });
const verifiedAt = async (id: number) =>
  (
    await t.db
      .selectFrom('member')
      .select('email_verified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).email_verified_at;

async function mailedToken(member: { login_name: string; email: string | null }) {
  const session = await tokenFor(t, member.login_name);
  const res = await send(session);
  expect(res.json()).toEqual({ code: 0, data: null, msg: 'success' });
  const [mail] = await mailsTo(t.db, member.email ?? '');
  expect(mail?.body_text).toContain('https://members.example.com/emailVerify?token=');
  return tokenInMail(mail?.body_text ?? '');
}

describe('email verification', () => {
  it('mails a link that marks the email verified once', async () => {
    const member = await createMember(t.db, { email: 'verify1@example.com' });
    const token = await mailedToken(member);
    expect(await verifiedAt(member.id)).toBeNull();
    const res = await verify({ token });
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'success' });
    expect(await verifiedAt(member.id)).toEqual(t.clock.now);
    const again = await verify({ token });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).data.error).toBe('linkInvalid');
  });

  it('refuses an expired link', async () => {
    const member = await createMember(t.db, { email: 'verify2@example.com' });
    const token = await mailedToken(member);
    t.clock.advance(AUTH_LIMITS.emailVerifyTtlMs);
    expect(errorOf(await verify({ token })).data.error).toBe('linkInvalid');
    expect(await verifiedAt(member.id)).toBeNull();
  });

  it('refuses a link for an address the member has since changed', async () => {
    const member = await createMember(t.db, { email: 'old@example.com' });
    const token = await mailedToken(member);
    await t.db
      .updateTable('member')
      .set({ email: 'new@example.com' })
      .where('id', '=', member.id)
      .execute();
    expect(errorOf(await verify({ token })).data.error).toBe('linkInvalid');
    expect(await verifiedAt(member.id)).toBeNull();
  });

  it('a reset-password token is not an email-verify token', async () => {
    const member = await createMember(t.db, { email: 'verify3@example.com' });
    await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.forgotPassword),
      payload: { loginName: member.login_name, email: 'verify3@example.com' },
      remoteAddress: freshAddress(),
    });
    const [mail] = await mailsTo(t.db, 'verify3@example.com');
    const token = tokenInMail(mail?.body_text ?? '');
    expect(errorOf(await verify({ token })).data.error).toBe('linkInvalid');
  });

  it('a member without an email gets "invalid"', async () => {
    const member = await createMember(t.db, { email: null });
    const res = await send(await tokenFor(t, member.login_name));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).data.error).toBe('invalid');
  });

  it('sending needs a session; verifying needs a token', async () => {
    expect((await send()).statusCode).toBe(401);
    const res = await verify({});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).data.fields?.[0]).toMatchObject({
      path: 'body.token',
      key: 'validation.required',
    });
    expect((await verify({ token: 'x'.repeat(500) })).statusCode).toBe(400);
    expect(errorOf(await verify({ token: 'unknown-token' })).data.error).toBe('linkInvalid');
  });
});
