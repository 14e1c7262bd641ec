import { MEMBER_PATHS, MEMBER_STATUS, type WithdrawalStatus } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin, freshAddress, errorOf } from '../auth/auth-helpers.js';
import { createCompany, createMember, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
/** operators, each signed in once (a code is good once per operator) */
let support: string;
let supportMy: string;
let fulfilment: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  support = (await operatorSession(t, ['support'])).token;
  supportMy = (await operatorSession(t, ['support'], { companies: ['MY'] })).token;
  fulfilment = (await operatorSession(t, ['fulfilment'])).token;
  content = (await operatorSession(t, ['content'])).token;
});
afterAll(() => t.close());

const search = (token: string, query: Record<string, string>) =>
  consoleCall(t, 'GET', '/members', { token, query });
const freeze = (token: string, id: number, frozen: boolean, reason = 'fraud check') =>
  consoleCall(t, 'POST', `/members/${id}/freeze`, { token, body: { frozen, reason } });

const statusOf = async (id: number) =>
  (await t.db.selectFrom('member').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_entry')
    .selectAll()
    .where('target', '=', `member:${id}`)
    .orderBy('id')
    .execute();

describe('GET /console-api/members', () => {
  it('finds members by login name (any case), email prefix, phone and id', async () => {
    const ada = await createMember(t.db, {
      login_name: 'AdaDesk',
      email: 'ada.lovelace@desk.example',
      phone: '5550199',
    });
    await createMember(t.db, { login_name: 'adadesk2' });
    const byLogin = await search(support, { q: 'adad' });
    expect(byLogin.statusCode).toBe(200);
    expect(byLogin.json().data.list.map((m: { loginName: string }) => m.loginName)).toEqual([
      'adadesk2',
      'AdaDesk',
    ]);
    expect(byLogin.json().data.list[1]).toMatchObject({
      id: ada.id,
      email: 'ada.lovelace@desk.example',
      phone: '5550199',
      companyCode: 'US',
      status: MEMBER_STATUS.active,
    });
    const byEmail = await search(support, { q: 'ADA.LOVE' });
    expect(byEmail.json().data).toMatchObject({ total: 1, list: [{ id: ada.id }] });
    const byPhone = await search(support, { q: '555019' });
    expect(byPhone.json().data.list.map((m: { id: number }) => m.id)).toContain(ada.id);
    const byId = await search(support, { q: String(ada.id) });
    expect(byId.json().data.list.map((m: { id: number }) => m.id)).toContain(ada.id);
  });

  it("matches LIKE's own characters as themselves", async () => {
    await createMember(t.db, { login_name: 'under_score' });
    expect((await search(support, { q: '%%%' })).json().data.total).toBe(0);
    expect((await search(support, { q: '_nder' })).json().data.total).toBe(0);
    expect((await search(support, { q: 'under_' })).json().data.total).toBe(1);
  });

  it('asks for 3 characters at least, or an id', async () => {
    const short = await search(support, { q: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toMatch(/at least 3 characters/);
    expect((await search(support, { q: '12' })).statusCode).toBe(200);
  });

  it('pages on the server, newest first', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await createMember(t.db, { login_name: `pager${i}` })).id);
    const pages = [];
    for (const pageNum of ['1', '2', '3']) {
      const res = await search(support, { q: 'pager', pageNum, pageSize: '2' });
      expect(res.json().data).toMatchObject({ total: 5, pageNum: Number(pageNum), pageSize: 2 });
      pages.push(...res.json().data.list.map((m: { id: number }) => m.id));
    }
    expect(pages).toEqual([...ids].reverse());
  });

  it("shows only the operator's companies", async () => {
    await createMember(t.db, { login_name: 'scopeUs', company_code: 'US' });
    const my = await createMember(t.db, { login_name: 'scopeMy', company_code: 'MY' });
    const res = await search(supportMy, { q: 'scope' });
    expect(res.json().data).toMatchObject({ total: 1, list: [{ id: my.id, companyCode: 'MY' }] });
    expect((await search(support, { q: 'scope' })).json().data.total).toBe(2);
  });

  it('refuses an empty search with the validation code', async () => {
    const res = await search(support, { q: '  ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).data.error).toBe('validation');
    expect(res.body).toContain('validation.required');
  });
});

describe('GET /console-api/members/:id', () => {
  it('answers profile, rank, sponsor, balances, orders and downline', async () => {
    const sponsor = await createMember(t.db, { login_name: 'deskSponsor' });
    const member = await createMember(t.db, {
      login_name: 'deskDetail',
      sponsor_id: sponsor.id,
      rank_code: '20',
    });
    await createMember(t.db, { sponsor_id: member.id });
    await createMember(t.db, { sponsor_id: member.id });
    await fund(t.db, member, 'bonus', 12_345n);
    const at = new Date();
    await t.db
      .insertInto('shop_order')
      .values({
        order_no: 'DESK-0001',
        company_code: 'US',
        member_id: member.id,
        platform: 'bzz',
        order_type: 10,
        status: 0,
        currency: 'USD',
        minor_unit: 2,
        subtotal: 1000n,
        shipping: 0n,
        tax: 0n,
        total: 1000n,
        bv: 0n,
        delivery_mode: 'none',
        locale: 'en',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const res = await consoleCall(t, 'GET', `/members/${member.id}`, { token: support });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      member: { id: member.id, loginName: 'deskDetail', status: MEMBER_STATUS.active },
      rank: 'Gold',
      sponsorLoginName: 'deskSponsor',
      downline: { sponsored: 2, placementLeft: 0, placementRight: 0 },
      recentOrders: [{ orderNo: 'DESK-0001', type: 10, status: 0, amount: '1000' }],
    });
    expect(data.balances).toContainEqual({
      account: 'bonus',
      currency: 'USD',
      minorUnit: 2,
      balance: '12345',
    });
    expect(data.balances).toContainEqual({
      account: 'worldplan',
      currency: 'USD',
      minorUnit: 2,
      balance: '0',
    });
  });

  it('answers notFound for an unknown id, forbidden for another company', async () => {
    const missing = await consoleCall(t, 'GET', '/members/999999', { token: support });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).data.error).toBe('notFound');
    const us = await createMember(t.db, { company_code: 'US' });
    const other = await consoleCall(t, 'GET', `/members/${us.id}`, { token: supportMy });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /console-api/members/:id/freeze', () => {
  it('freezes (ending the sessions, refusing the login), audits, and unfreezes', async () => {
    const { member, token } = await walletMember(t, { login_name: 'freezeMe' });
    expect((await call(t, 'GET', MEMBER_PATHS.currentInfo, { token })).statusCode).toBe(200);

    const frozen = await freeze(support, member.id, true, 'chargeback ring');
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().data).toEqual({ id: member.id, status: MEMBER_STATUS.frozen });
    expect(await statusOf(member.id)).toBe(MEMBER_STATUS.frozen);
    // the open session ended with the freeze
    expect((await call(t, 'GET', MEMBER_PATHS.currentInfo, { token })).statusCode).toBe(401);
    const login = await postLogin(
      t,
      { username: 'freezeMe', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(errorOf(login).data.error).toBe('memberFrozen');

    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      source: 'console',
      permission: 'member:freeze',
      action: 'member:freeze',
      company_code: 'US',
      target: `member:${member.id}`,
      reason: 'chargeback ring',
      outcome: 'ok',
      before: { status: MEMBER_STATUS.active },
      after: { status: MEMBER_STATUS.frozen },
    });

    // asking again changes nothing and writes no entry
    const again = await freeze(support, member.id, true);
    expect(again.json().data).toEqual({ id: member.id, status: MEMBER_STATUS.frozen });
    expect(await auditOf(member.id)).toHaveLength(1);

    const thawed = await freeze(support, member.id, false, 'cleared');
    expect(thawed.json().data).toEqual({ id: member.id, status: MEMBER_STATUS.active });
    const entries = await auditOf(member.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'member:unfreeze',
      before: { status: MEMBER_STATUS.frozen },
      after: { status: MEMBER_STATUS.active },
    });
    const back = await postLogin(
      t,
      { username: 'freezeMe', password: TEST_PASSWORD },
      freshAddress(),
    );
    expect(back.statusCode).toBe(200);

    // the member's page lists the entries about them, newest first
    const page = await consoleCall(t, 'GET', `/members/${member.id}`, { token: support });
    expect(
      page
        .json()
        .data.auditEntries.map((e: { action: string; reason: string }) => [e.action, e.reason]),
    ).toEqual([
      ['member:unfreeze', 'cleared'],
      ['member:freeze', 'chargeback ring'],
    ]);
    expect(page.json().data.recentMessages).toEqual([]);
  });

  it('never activates a member who was not frozen', async () => {
    const member = await createMember(t.db, { status: MEMBER_STATUS.inactive });
    const res = await freeze(support, member.id, false);
    expect(res.json().data).toEqual({ id: member.id, status: MEMBER_STATUS.inactive });
    expect(await auditOf(member.id)).toHaveLength(0);
  });

  it('refuses an operator of another company and one without member:freeze; nothing changes', async () => {
    const member = await createMember(t.db, { company_code: 'US' });
    const other = await freeze(supportMy, member.id, true);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).data.error).toBe('forbidden');
    const noPermission = await freeze(fulfilment, member.id, true);
    expect(noPermission.statusCode).toBe(403);
    expect(await statusOf(member.id)).toBe(MEMBER_STATUS.active);
    expect(await auditOf(member.id)).toHaveLength(0);
  });

  it('answers notFound for an unknown id and 400 without a reason', async () => {
    expect((await freeze(support, 999_999, true)).statusCode).toBe(404);
    const member = await createMember(t.db);
    const noReason = await freeze(support, member.id, true, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(await statusOf(member.id)).toBe(MEMBER_STATUS.active);
  });
});

describe('GET /console-api/home', () => {
  it("counts the withdrawals waiting for a decision, of the operator's companies", async () => {
    const at = new Date();
    const withdrawal = async (companyCode: string, status: WithdrawalStatus) => {
      const member = await createMember(t.db, { company_code: companyCode });
      await t.db
        .insertInto('wallet_withdrawal')
        .values({
          member_id: member.id,
          company_code: companyCode,
          account: 'bonus',
          amount: 5000n,
          fee: 100n,
          currency: companyCode === 'MY' ? 'MYR' : 'USD',
          minor_unit: 2,
          bank_account_id: 1,
          bank_name: 'Test Bank',
          masked_account_number: '****1234',
          holder_name: 'Holder',
          account_type: 'saving',
          payment_method: 'bankTransfer',
          status,
          created_at: at,
          updated_at: at,
        })
        .execute();
    };
    await withdrawal('US', 1);
    await withdrawal('US', 6);
    await withdrawal('US', 10);
    await withdrawal('MY', 1);
    const all = await consoleCall(t, 'GET', '/home', { token: content });
    expect(all.statusCode).toBe(200);
    // no job has failed, and no ledger check has run yet; content approves nothing and may not
    // see commission runs (so no open cycle) nor adjust stock (so no low-stock line)
    expect(all.json().data).toEqual({
      pendingWithdrawals: 3,
      awaitingMyApproval: { batches: null, adjustments: null, cycles: null },
      failedJobs: 0,
      ledgerCheck: null,
      openCycle: null,
      lowStock: null,
    });
    const my = await consoleCall(t, 'GET', '/home', { token: supportMy });
    expect(my.json().data.pendingWithdrawals).toBe(1);
    expect((await consoleCall(t, 'GET', '/home')).statusCode).toBe(401);
  });
});
