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
  w = await batchWorld(t, 'CancelMember');
});
afterAll(() => t.close());

const cancel = (token: string, id: number, reason = 'wrong bank day') =>
  consoleCall(t, 'POST', `/batches/${id}/cancel`, { token, body: { reason } });

describe('cancelling a withdrawal batch before its bank file', () => {
  it('frees its withdrawals, still approved and held, for another batch; audited', async () => {
    const a = await w.approvedWithdrawal('100.00');
    const b = await w.approvedWithdrawal('150.00');
    const batch = (await w.prepare(w.preparer, [a, b])).json().data;
    const before = await balanceOf(t.db, w.me.member.id, 'bonus');

    expect((await cancel(w.preparer, batch.id, '   ')).statusCode).toBe(400);
    const res = await cancel(w.preparer, batch.id);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelledBy: expect.any(String) });
    expect(res.json().data.cancelledAt).not.toBeNull();
    expect([await w.withdrawalStatus(a), await w.withdrawalStatus(b)]).toEqual([
      WITHDRAWAL_STATUS.approved,
      WITHDRAWAL_STATUS.approved,
    ]);
    expect(await balanceOf(t.db, w.me.member.id, 'bonus')).toBe(before);

    // a cancelled batch takes no further step, and its withdrawals go in a new one
    expect((await cancel(w.preparer, batch.id)).json().data).toMatchObject({
      error: 'batchStepRefused',
    });
    const approve = await w.withCode(w.approver, `/batches/${batch.id}/approve`, { reason: 'x' });
    expect(approve.json().data).toMatchObject({ error: 'batchStepRefused' });
    const again = await w.prepare(w.preparer, [a, b]);
    expect(again.json().data).toMatchObject({ status: 'prepared', count: 2 });

    const trail = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'reason', 'before', 'after'])
      .where('target', '=', `batch:${batch.id}`)
      .where('action', '=', 'batch:cancel')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ reason: 'wrong bank day', before: { status: 'prepared' } });
  });

  it('cancels an approved batch, but not one whose bank file is made', async () => {
    const approvedBatch = async () => {
      const id = await w.approvedWithdrawal('120.00');
      const batch = (await w.prepare(w.preparer, [id])).json().data;
      await w.withCode(w.approver, `/batches/${batch.id}/approve`, { reason: 'checked' });
      return batch.id as number;
    };
    const approved = await approvedBatch();
    expect((await cancel(w.approver, approved)).json().data).toMatchObject({
      status: 'cancelled',
    });

    const exported = await approvedBatch();
    const file = await consoleCall(t, 'GET', `/batches/${exported}/bank-file`, {
      token: w.preparer,
    });
    expect(file.statusCode).toBe(200);
    expect((await cancel(w.preparer, exported)).json().data).toMatchObject({
      error: 'batchStepRefused',
    });
    expect(await w.batchStatus(exported)).toBe('exported');
  });

  it("answers another company's batch as missing and a role without the permission 403", async () => {
    const id = await w.approvedWithdrawal('130.00');
    const batch = (await w.prepare(w.preparer, [id])).json().data;
    expect((await cancel(w.financeMy, batch.id)).statusCode).toBe(404);
    expect((await cancel(w.support, batch.id)).statusCode).toBe(403);
    expect((await cancel(w.preparer, 2_000_000)).statusCode).toBe(404);
    expect(await w.batchStatus(batch.id)).toBe('prepared');
  });
});
