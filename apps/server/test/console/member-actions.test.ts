import {
  AUTH_LIMITS,
  AUTH_PATHS,
  CART_PATHS,
  MEMBER_PATHS,
  MEMBER_STATUS,
  PIN_LOCK_MS,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, freshAddress, mailsTo, postLogin, tokenInMail } from '../auth/auth-helpers.js';
import { createCompany, createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let support: string;
let supportMy: string;
let fulfilment: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  support = (await operatorSession(t, ['support'])).token;
  supportMy = (await operatorSession(t, ['support'], { companies: ['MY'] })).token;
  fulfilment = (await operatorSession(t, ['fulfilment'])).token;
});
afterAll(() => t.close());

const act = (token: string, id: number, action: string, body: object = { reason: 'asked' }) =>
  consoleCall(t, 'POST', `/members/${id}/${action}`, { token, body });

const auditOf = (id: number, action: string) =>
  t.db
    .selectFrom('audit_entry')
    .selectAll()
    .where('target', '=', `member:${id}`)
    .where('action', '=', action)
    .execute();

describe('POST /console-api/members/:id/password-reset', () => {
  it("mails the portal's reset link through the outbox, answers the address masked, audits", async () => {
    const member = await createMember(t.db, {
      login_name: 'resetMe',
      email: 'jane.doe@reset.example',
    });
    const res = await act(support, member.id, 'password-reset', { reason: 'member called' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: member.id, sentTo: 'j•••e@reset.example' });
    const [mail] = await mailsTo(t.db, 'jane.doe@reset.example');
    expect(mail).toBeDefined();
    // the same link the portal's "forgot password" sends: it sets a new password
    const token = tokenInMail(mail!.body_text);
    const check = await t.app.inject({
      method: 'POST',
      url: `/frontend-server${AUTH_PATHS.forgotPasswordReset}`,
      payload: { token, newPassword: 'NewSecret123', confirmPassword: 'NewSecret123' },
      remoteAddress: freshAddress(),
    });
    expect(check.statusCode, check.body).toBe(200);
    const [entry] = await auditOf(member.id, 'member:reset-password');
    expect(entry).toMatchObject({ permission: 'member:reset-password', reason: 'member called' });
  });

  it('refuses a member without an email, and an operator of another company', async () => {
    const member = await createMember(t.db, { email: null });
    const res = await act(support, member.id, 'password-reset');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).data.error).toBe('memberHasNoEmail');
    expect((await act(supportMy, member.id, 'password-reset')).statusCode).toBe(403);
    expect(await auditOf(member.id, 'member:reset-password')).toEqual([]);
  });
});

describe('POST /console-api/members/:id/pin-unlock', () => {
  it('clears the lock after failed tries, audits what it cleared', async () => {
    const { member } = await walletMember(t, { login_name: 'lockedPin' });
    const until = new Date(t.clock.now.getTime() + PIN_LOCK_MS);
    await t.db
      .updateTable('member_security')
      .set({ pin_failed_count: 0, pin_locked_until: until })
      .where('member_id', '=', member.id)
      .execute();
    const res = await act(support, member.id, 'pin-unlock');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: member.id, wasLocked: true });
    const row = await t.db
      .selectFrom('member_security')
      .select(['pin_failed_count', 'pin_locked_until', 'pin_hash'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pin_failed_count: 0, pin_locked_until: null });
    expect(row.pin_hash).not.toBeNull();
    const [entry] = await auditOf(member.id, 'member:unlock-pin');
    expect(entry?.before).toMatchObject({ lockedUntil: until.toISOString() });
  });

  it('answers notFound for an unknown member and 403 to another company', async () => {
    expect((await act(support, 999_999, 'pin-unlock')).statusCode).toBe(404);
    const my = await createMember(t.db, { company_code: 'US' });
    expect((await act(supportMy, my.id, 'pin-unlock')).statusCode).toBe(403);
  });
});

describe('POST /console-api/members/:id/view-as', () => {
  it('opens a read-only session from the operators\u2019 system: reads pass, changes are refused', async () => {
    const member = await createMember(t.db, { login_name: 'lookAtMe' });
    const res = await act(support, member.id, 'view-as', { reason: 'ticket 7: cart looks wrong' });
    expect(res.statusCode).toBe(200);
    const { url, expiresInSeconds } = res.json().data as { url: string; expiresInSeconds: number };
    expect(expiresInSeconds).toBe(AUTH_LIMITS.silentTicketTtlS);
    const ticket = new URL(url).searchParams.get('ticket');
    expect(url.startsWith('https://portal.example.com/')).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: `/frontend-server${AUTH_PATHS.silentLogin}`,
      payload: { ticket },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data).toMatchObject({ memberId: member.id, isFromOss: 'yes' });
    const token = login.json().data.token as string;
    const session = await t.db
      .selectFrom('member_session')
      .select(['is_from_oss', 'view_as'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ is_from_oss: true, view_as: true });

    const read = await call(t, 'GET', MEMBER_PATHS.currentInfo, { token });
    expect(read.statusCode).toBe(200);
    const cartAdd = await call(t, 'POST', CART_PATHS.save, { token, body: {} });
    expect(cartAdd.statusCode).toBe(403);
    expect(errorOf(cartAdd).data.error).toBe('viewAsReadOnly');
    expect(errorOf(cartAdd).msg).toBe("This is a read-only view of the member's portal.");
    // the operator may still end the look
    expect((await call(t, 'POST', AUTH_PATHS.logout, { token })).statusCode).toBe(200);
    const [entry] = await auditOf(member.id, 'member:view-as');
    expect(entry).toMatchObject({
      permission: 'member:view-as',
      reason: 'ticket 7: cart looks wrong',
    });
  });

  it('leaves other silent logins and the member\u2019s own sessions writable', async () => {
    const { token } = await walletMember(t, { login_name: 'notLooked' });
    const res = await call(t, 'POST', CART_PATHS.save, { token, body: {} });
    expect(errorOf(res).data.error).not.toBe('viewAsReadOnly');
  });

  it('refuses an operator without member:view-as (fulfilment)', async () => {
    const member = await createMember(t.db);
    expect((await act(fulfilment, member.id, 'view-as')).statusCode).toBe(403);
    expect(await auditOf(member.id, 'member:view-as')).toEqual([]);
  });
});

describe('GET /console-api/members/:id/personal-data', () => {
  it('answers a JSON file of the profile, addresses, bank accounts masked, orders, messages', async () => {
    const { member, token } = await walletMember(t, {
      login_name: 'exportMe',
      email: 'export.me@example.com',
    });
    await addBank(t, token);
    const res = await consoleCall(t, 'GET', `/members/${member.id}/personal-data`, {
      token: support,
      query: { reason: 'subject access request' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`member-${member.id}-personal-data.json`);
    const data = JSON.parse(res.body) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ loginName: 'exportMe', email: 'export.me@example.com' });
    expect(data).toHaveProperty('addresses');
    expect(data).toHaveProperty('orders');
    expect(data).toHaveProperty('messages');
    const banks = data.bankAccounts as { accountNumber: string; holderName: string }[];
    expect(banks).toHaveLength(1);
    expect(banks[0]!.accountNumber).toBe('•••• 7890');
    expect(res.body).not.toContain('1234567890');
    expect(await auditOf(member.id, 'member:export')).toHaveLength(1);
  });

  it('asks for a reason and refuses the fulfilment role', async () => {
    const member = await createMember(t.db);
    const path = `/members/${member.id}/personal-data`;
    expect((await consoleCall(t, 'GET', path, { token: support })).statusCode).toBe(400);
    const refused = await consoleCall(t, 'GET', path, {
      token: fulfilment,
      query: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /console-api/members/:id/erase', () => {
  it('replaces the personal data, keeps the journals, freezes: the member cannot log in', async () => {
    const { member, token } = await walletMember(t, {
      login_name: 'eraseMe',
      email: 'erase.me@example.com',
      phone: '5550111',
    });
    await addBank(t, token);
    await fund(t.db, member, 'bonus', 12_345n);
    const journals = () =>
      t.db
        .selectFrom('posting')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', 'in', (eb) =>
          eb.selectFrom('ledger_account').select('id').where('member_id', '=', member.id),
        )
        .executeTakeFirstOrThrow();
    const before = await journals();

    const wrong = await act(support, member.id, 'erase', {
      reason: 'GDPR',
      confirmLogin: 'eraseYou',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).data.error).toBe('eraseLoginMismatch');

    const res = await act(support, member.id, 'erase', { reason: 'GDPR', confirmLogin: 'EraseMe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: member.id, status: MEMBER_STATUS.frozen });
    const row = await t.db
      .selectFrom('member')
      .select(['login_name', 'user_name', 'email', 'phone', 'status'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      login_name: 'eraseMe',
      user_name: 'Erased member',
      email: null,
      phone: null,
      status: MEMBER_STATUS.frozen,
    });
    const bank = await t.db
      .selectFrom('bank_account')
      .select('holder_name')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(bank.holder_name).toBe('Erased');
    expect(await journals()).toEqual(before);
    // the open session ended, and no login opens another
    expect((await call(t, 'GET', MEMBER_PATHS.currentInfo, { token })).statusCode).toBe(401);
    const login = await postLogin(
      t,
      { username: 'eraseMe', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(errorOf(login).data.error).toBe('memberFrozen');
    expect(await auditOf(member.id, 'member:erase')).toHaveLength(1);
  });

  it('refuses the fulfilment role and another company; nothing changes', async () => {
    const member = await createMember(t.db, { login_name: 'keepMe' });
    const body = { reason: 'GDPR', confirmLogin: 'keepMe' };
    expect((await act(fulfilment, member.id, 'erase', body)).statusCode).toBe(403);
    expect((await act(supportMy, member.id, 'erase', body)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('member')
      .select(['user_name', 'status'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(MEMBER_STATUS.active);
    expect(row.user_name).not.toBe('Erased member');
  });
});
