import { WITHDRAWAL_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { batchWorld } from './batch-kit.js';
import { codeNow, consoleCall } from './console-helpers.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof batchWorld>>;
let finance: string;
let support: string;
let financeMy: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  w = await batchWorld(t, 'DeskMember');
  ({ preparer: finance, support, financeMy } = w);
});
afterAll(() => t.close());

const applyWithdrawal = (amount: string) => w.applyWithdrawal(amount);
const statusOf = (id: number) => w.withdrawalStatus(id);

/** A step of the queue with a fresh code (the kit's), or the one given. */
function step(
  token: string,
  id: number,
  kind: 'decision' | 'payout',
  action: string,
  code?: string,
) {
  const reason = 'documents checked';
  return w.withCode(
    token,
    `/withdrawals/${id}/${kind}/${action}`,
    code ? { reason, code } : { reason },
  );
}

describe('the withdrawal queue', () => {
  it('lists the queue oldest first, paged on the server, with filters', async () => {
    const a = await applyWithdrawal('100.00');
    const b = await applyWithdrawal('250.00');
    const all = await consoleCall(t, 'GET', '/withdrawals', {
      token: finance,
      query: { status: String(WITHDRAWAL_STATUS.applied), pageSize: '1' },
    });
    expect(all.json().data).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(all.json().data.list[0]).toMatchObject({
      id: a,
      loginName: 'DeskMember',
      amount: '10000',
    });
    const big = await consoleCall(t, 'GET', '/withdrawals', {
      token: finance,
      query: { minAmount: '20000' },
    });
    expect(big.json().data.list.map((w: { id: number }) => w.id)).toEqual([b]);
    // an operator of another company sees none of them
    const other = await consoleCall(t, 'GET', '/withdrawals', { token: financeMy });
    expect(other.json().data.total).toBe(0);
    // a role without the permission is refused
    expect((await consoleCall(t, 'GET', '/withdrawals', { token: support })).statusCode).toBe(403);
  });

  it('refuses a bad filter with the validation code', async () => {
    const res = await consoleCall(t, 'GET', '/withdrawals', {
      token: finance,
      query: { minAmount: '1.5' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a withdrawal from applied to paid, from the console', () => {
  it('approves, processes and pays with a fresh code each time, each step audited', async () => {
    const id = await applyWithdrawal('130.00');
    const approved = await step(finance, id, 'decision', 'approve');
    expect(approved.json()).toMatchObject({
      code: 0,
      data: { id, status: WITHDRAWAL_STATUS.approved },
    });
    expect((await step(finance, id, 'payout', 'process')).json().code).toBe(0);
    expect((await step(finance, id, 'payout', 'succeed')).json().code).toBe(0);
    expect(await statusOf(id)).toBe(WITHDRAWAL_STATUS.success);
    const trail = await t.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('target', '=', `withdrawal ${id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, e.source, e.permission, e.outcome])).toEqual([
      ['withdrawals:approve', 'console', 'withdrawal:approve', 'ok'],
      ['withdrawals:process', 'console', 'withdrawal:process', 'ok'],
      ['withdrawals:succeed', 'console', 'withdrawal:process', 'ok'],
    ]);
    expect(trail[0]).toMatchObject({
      reason: 'documents checked',
      before: { status: WITHDRAWAL_STATUS.applied },
      after: { id, status: WITHDRAWAL_STATUS.approved },
    });
  });

  it('refuses a wrong or reused code and changes nothing', async () => {
    const id = await applyWithdrawal('112.00');
    const wrong = await step(finance, id, 'decision', 'approve', '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toMatch(/code is not right/);
    const ok = await step(finance, id, 'decision', 'reject');
    expect(ok.json().code).toBe(0);
    // the same code again (same time step) is refused even for another withdrawal
    const other = await applyWithdrawal('113.00');
    const replay = await consoleCall(t, 'POST', `/withdrawals/${other}/decision/approve`, {
      token: finance,
      body: { reason: 'again', code: codeNow(t) },
    });
    expect(replay.statusCode).toBe(422);
    expect(await statusOf(other)).toBe(WITHDRAWAL_STATUS.applied);
  });

  it("answers another company's withdrawal as missing, and a step out of order as refused", async () => {
    const id = await applyWithdrawal('114.00');
    expect((await step(financeMy, id, 'decision', 'approve')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe(WITHDRAWAL_STATUS.applied);
    const early = await step(finance, id, 'payout', 'succeed');
    expect(early.statusCode).toBe(409);
    expect(await statusOf(id)).toBe(WITHDRAWAL_STATUS.applied);
  });
});
