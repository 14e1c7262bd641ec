import { WITHDRAWAL_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf } from '../wallet/factories.js';
import { batchWorld } from './batch-kit.js';
import { consoleCall } from './console-helpers.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof batchWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  w = await batchWorld(t, 'DropMember');
});
afterAll(() => t.close());

const drop = (token: string, id: number, withdrawalId: number, reason = 'wrong account') =>
  consoleCall(t, 'POST', `/batches/${id}/items/${withdrawalId}/drop`, {
    token,
    body: { reason },
  });

const detail = async (id: number) =>
  (await consoleCall(t, 'GET', `/batches/${id}`, { token: w.preparer })).json().data as {
    batch: { status: string; total: string; count: number; approvedBy: string | null };
    items: { withdrawalId: number; payout: string }[];
  };

const dropEntries = (id: number) =>
  t.db
    .selectFrom('audit_entry')
    .select(['reason', 'before', 'after', 'permission'])
    .where('target', '=', `batch:${id}`)
    .where('action', '=', 'batch:drop-item')
    .orderBy('id')
    .execute();

async function batchOf(amounts: string[]) {
  const ids: number[] = [];
  for (const amount of amounts) ids.push(await w.approvedWithdrawal(amount));
  const batch = (await w.prepare(w.preparer, ids)).json().data as { id: number };
  return { id: batch.id, ids };
}

const approve = (id: number) => w.withCode(w.approver, `/batches/${id}/approve`, { reason: 'ok' });

describe('dropping one withdrawal from a batch before its bank file', () => {
  it('leaves it approved and held, for another batch; the totals change; audited', async () => {
    const { id, ids } = await batchOf(['100.00', '150.00', '175.00']);
    const [a, b, c] = ids as [number, number, number];
    const before = await detail(id);
    const payoutB = before.items.find((i) => i.withdrawalId === b)!.payout;
    const balance = await balanceOf(t.db, w.me.member.id, 'bonus');

    expect((await drop(w.preparer, id, b, '  ')).statusCode).toBe(400);
    const res = await drop(w.preparer, id, b);
    const expected = (BigInt(before.batch.total) - BigInt(payoutB)).toString();
    expect(res.json().data).toMatchObject({ status: 'prepared', count: 2, total: expected });
    const after = await detail(id);
    expect(after.items.map((i) => i.withdrawalId)).toEqual([a, c]);
    expect(await w.withdrawalStatus(b)).toBe(WITHDRAWAL_STATUS.approved);
    expect(await balanceOf(t.db, w.me.member.id, 'bonus')).toBe(balance);

    // the dropped one is free for another batch; dropping it again is refused
    expect((await w.prepare(w.preparer, [b])).json().data).toMatchObject({ status: 'prepared' });
    expect((await drop(w.preparer, id, b)).json().data).toMatchObject({
      error: 'batchItemUnknown',
    });

    const trail = await dropEntries(id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      permission: 'withdrawal:batch',
      reason: 'wrong account',
      before: { status: 'prepared', count: 3, total: before.batch.total, withdrawalIds: ids },
      after: { status: 'prepared', count: 2, total: expected, withdrawalIds: [a, c] },
    });
    expect((trail[0]!.after as { droppedWithdrawalId: number }).droppedWithdrawalId).toBe(b);
  });

  it('sends an approved batch back for a new approval by a second operator', async () => {
    const { id, ids } = await batchOf(['110.00', '120.00']);
    expect((await approve(id)).json().data).toMatchObject({ status: 'approved' });
    const res = await drop(w.approver, id, ids[0]!);
    expect(res.json().data).toMatchObject({ status: 'prepared', approvedBy: null, count: 1 });
    const trail = await dropEntries(id);
    expect(trail[0]).toMatchObject({
      before: { status: 'approved', approvedBy: expect.any(String) },
      after: { status: 'prepared', approvedBy: null },
    });

    // the bank file waits for the new approval, which the preparer may not give
    const early = await consoleCall(t, 'GET', `/batches/${id}/bank-file`, { token: w.preparer });
    expect(early.json().data).toMatchObject({ error: 'batchStepRefused' });
    const own = await w.withCode(w.preparer, `/batches/${id}/approve`, { reason: 'mine' });
    expect(own.json().data).toMatchObject({ error: 'fourEyesOwn' });
    expect((await approve(id)).json().data).toMatchObject({ status: 'approved' });
    const file = await consoleCall(t, 'GET', `/batches/${id}/bank-file`, { token: w.preparer });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`WB${id}-${ids[1]}`);
    expect(file.body).not.toContain(`WB${id}-${ids[0]}`);
  });

  it('cancels the batch when its last withdrawal is dropped', async () => {
    const { id, ids } = await batchOf(['105.00']);
    const res = await drop(w.preparer, id, ids[0]!);
    expect(res.json().data).toMatchObject({ status: 'cancelled', count: 0, total: '0' });
    expect(res.json().data.cancelledBy).not.toBeNull();
    expect(await w.withdrawalStatus(ids[0]!)).toBe(WITHDRAWAL_STATUS.approved);
    expect((await w.prepare(w.preparer, ids)).json().data).toMatchObject({ status: 'prepared' });
  });

  it('refuses after the bank file, an unknown item, another company; nothing changes', async () => {
    const { id, ids } = await batchOf(['130.00', '140.00']);
    const stranger = await w.approvedWithdrawal('101.00');
    const unknown = await drop(w.preparer, id, stranger);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.error).toBe('batchItemUnknown');
    expect((await drop(w.financeMy, id, ids[0]!)).statusCode).toBe(404);
    expect((await drop(w.support, id, ids[0]!)).statusCode).toBe(403);
    expect((await drop(w.preparer, 2_000_000, ids[0]!)).statusCode).toBe(404);
    expect((await detail(id)).batch).toMatchObject({ status: 'prepared', count: 2 });

    await approve(id);
    await consoleCall(t, 'GET', `/batches/${id}/bank-file`, { token: w.preparer });
    const late = await drop(w.preparer, id, ids[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      data: { error: 'batchExported' },
      msg: expect.stringMatching(/bank file of this batch is made/),
    });
    const after = await detail(id);
    expect(after.batch).toMatchObject({ status: 'exported', count: 2 });
    expect(after.items).toHaveLength(2);
    expect(await w.withdrawalStatus(ids[0]!)).toBe(WITHDRAWAL_STATUS.processing);
    expect(await dropEntries(id)).toHaveLength(0);

    // a cancelled batch takes no drop either
    const other = await batchOf(['125.00', '126.00']);
    await consoleCall(t, 'POST', `/batches/${other.id}/cancel`, {
      token: w.preparer,
      body: { reason: 'redo' },
    });
    expect((await drop(w.preparer, other.id, other.ids[0]!)).json().data).toMatchObject({
      error: 'batchStepRefused',
    });
  });
});
