import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, walletMember } from '../wallet/factories.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let member: { id: number; login_name: string };
let memberMy: { id: number };
let preparer: { login: string; token: string };
let approver: { login: string; token: string };
let support: string;
let financeMy: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  member = (await walletMember(t, { login_name: 'AdjustMe' })).member;
  memberMy = (await walletMember(t, { login_name: 'AdjustMy', company_code: 'MY' })).member;
  preparer = await operatorSession(t, ['finance']);
  approver = await operatorSession(t, ['finance']);
  support = (await operatorSession(t, ['support'])).token;
  financeMy = (await operatorSession(t, ['finance'], { companies: ['MY'] })).token;
});
afterAll(() => t.close());

/** A call with a fresh code: the clock moves a time step, so the code was never used. */
function withCode(token: string, path: string, body: Record<string, unknown>, code?: string) {
  t.clock.advance(30_000);
  return consoleCall(t, 'POST', path, { token, body: { ...body, code: code ?? codeNow(t) } });
}

const create = (
  token: string,
  amount: string,
  opts: { memberId?: number; code?: string; account?: string } = {},
) =>
  withCode(
    token,
    '/adjustments',
    {
      memberId: opts.memberId ?? member.id,
      account: opts.account ?? 'bonus',
      amount,
      reason: 'correction of order 77',
    },
    opts.code,
  );

const requestRow = (id: number) =>
  t.db
    .selectFrom('wallet_adjustment_request')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditOf = (target: string) =>
  t.db.selectFrom('audit_entry').selectAll().where('target', '=', target).orderBy('id').execute();

async function postingsOf(journalId: string) {
  return t.db
    .selectFrom('posting')
    .select('amount')
    .where('entry_id', '=', BigInt(journalId))
    .execute();
}

describe('an adjustment at or below the threshold', () => {
  it('is applied at once: balance, a balanced journal, the audit trail', async () => {
    const before = await balanceOf(t.db, member.id, 'bonus');
    const res = await create(preparer.token, '12.34');
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        status: 'applied',
        amount: '1234',
        loginName: 'AdjustMe',
        preparedBy: preparer.login,
      },
    });
    const { id, journalId } = res.json().data as { id: number; journalId: string };
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before + 1_234n);
    const postings = await postingsOf(journalId);
    expect(postings).toHaveLength(2);
    expect(postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
    const trail = await auditOf('AdjustMe bonus');
    expect(trail.at(-1)).toMatchObject({
      action: 'wallet:adjust',
      source: 'console',
      operator: preparer.login,
      permission: 'adjustment:create',
      company_code: 'US',
      outcome: 'ok',
      reason: 'correction of order 77',
      after: expect.objectContaining({ requestId: id, journalId }),
    });
    const list = await consoleCall(t, 'GET', '/adjustments', {
      token: preparer.token,
      query: { status: 'applied' },
    });
    expect(list.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('follows the company threshold when one is set', async () => {
    await t.db
      .insertInto('console_company_setting')
      .values({ company_code: 'MY', adjustment_approval_above: 500n })
      .execute();
    const small = await create(preparer.token, '-0.00', { memberId: memberMy.id });
    expect(small.statusCode).toBe(400);
    const res = await create(preparer.token, '5.01', { memberId: memberMy.id });
    expect(res.json().data).toMatchObject({ status: 'pending', currency: 'MYR', amount: '501' });
  });
});

describe('an adjustment above the threshold', () => {
  it('waits; its preparer cannot approve it; a second operator approves and it is applied', async () => {
    const before = await balanceOf(t.db, member.id, 'bonus');
    // the home shows it to the second operator, never to its preparer
    const home = async (token: string) =>
      (await consoleCall(t, 'GET', '/home', { token })).json().data.awaitingMyApproval.adjustments;
    const [waitingApprover, waitingPreparer] = [
      await home(approver.token),
      await home(preparer.token),
    ];
    const res = await create(preparer.token, '2500.00');
    expect(res.json().data).toMatchObject({ status: 'pending', amount: '250000', journalId: null });
    const id = res.json().data.id as number;
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before);
    expect(await home(approver.token)).toBe(waitingApprover + 1);
    expect(await home(preparer.token)).toBe(waitingPreparer);

    const own = await withCode(preparer.token, `/adjustments/${id}/approve`, { reason: 'ok' });
    expect(own.statusCode).toBe(422);
    expect(own.json().data.error).toBe('fourEyesOwn');
    expect(own.json().msg).toBe('Another operator must approve what you prepared.');
    expect((await requestRow(id)).status).toBe('pending');
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before);

    const ok = await withCode(approver.token, `/adjustments/${id}/approve`, { reason: 'checked' });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { id, status: 'applied', decidedBy: approver.login, decisionReason: 'checked' },
    });
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before + 250_000n);
    const postings = await postingsOf(ok.json().data.journalId as string);
    expect(postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
    expect(
      (await auditOf(`adjustment:${id}`)).map((e) => [e.action, e.operator, e.outcome]),
    ).toEqual([
      ['adjustment:request', preparer.login, 'ok'],
      ['adjustment:approve', preparer.login, 'refused'],
      ['adjustment:approve', approver.login, 'ok'],
    ]);
    const again = await withCode(approver.token, `/adjustments/${id}/approve`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before + 250_000n);
  });

  it('is rejected by a second operator, and no money moves', async () => {
    const before = await balanceOf(t.db, member.id, 'bonus');
    const id = (await create(preparer.token, '1500.00')).json().data.id as number;
    const own = await consoleCall(t, 'POST', `/adjustments/${id}/reject`, {
      token: preparer.token,
      body: { reason: 'mine' },
    });
    expect(own.json().data.error).toBe('fourEyesOwn');
    const res = await consoleCall(t, 'POST', `/adjustments/${id}/reject`, {
      token: approver.token,
      body: { reason: 'no ticket' },
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', decidedBy: approver.login });
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before);
    const late = await withCode(approver.token, `/adjustments/${id}/approve`, { reason: 'x' });
    expect(late.json().data.error).toBe('adjustmentNotPending');
  });

  it('refuses a debit beyond the balance at approval, and the request stays pending', async () => {
    const id = (await create(preparer.token, '-5000.00', { account: 'worldplan' })).json().data
      .id as number;
    const res = await withCode(approver.token, `/adjustments/${id}/approve`, { reason: 'ok' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('insufficientBalance');
    expect(await requestRow(id)).toMatchObject({ status: 'pending', journal_id: null });
    expect(await balanceOf(t.db, member.id, 'worldplan')).toBe(0n);
  });
});

describe('refusals', () => {
  it('refuses a wrong code and changes nothing', async () => {
    const before = await balanceOf(t.db, member.id, 'bonus');
    const count = async () =>
      (await t.db.selectFrom('wallet_adjustment_request').select('id').execute()).length;
    const rows = await count();
    const res = await create(preparer.token, '10.00', { code: '000000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('totpInvalid');
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('refuses a role without the permission (403)', async () => {
    expect((await create(support, '10.00')).statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/adjustments', { token: support })).statusCode).toBe(403);
  });

  it("answers another company's member and request as missing", async () => {
    expect((await create(financeMy, '10.00')).statusCode).toBe(404);
    const id = (await create(preparer.token, '3000.00')).json().data.id as number;
    const res = await withCode(financeMy, `/adjustments/${id}/approve`, { reason: 'ok' });
    expect(res.statusCode).toBe(404);
    expect((await requestRow(id)).status).toBe('pending');
    const list = await consoleCall(t, 'GET', '/adjustments', { token: financeMy });
    expect(
      list.json().data.list.every((a: { companyCode: string }) => a.companyCode === 'MY'),
    ).toBe(true);
  });

  it('refuses a bad amount (400)', async () => {
    for (const amount of ['abc', '1.001', '0', '12,50'])
      expect((await create(preparer.token, amount)).statusCode, amount).toBe(400);
  });
});
