import { formatMinor, WITHDRAWAL_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf } from '../wallet/factories.js';
import { batchWorld } from './batch-kit.js';
import { consoleCall } from './console-helpers.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof batchWorld>>;
let me: typeof w.me;
let preparer: string;
let approver: string;
let support: string;
let financeMy: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  w = await batchWorld(t, 'BatchMember');
  ({ me, preparer, approver, support, financeMy } = w);
});
afterAll(() => t.close());

const applyWithdrawal = (amount: string) => w.applyWithdrawal(amount);
const approvedWithdrawal = (amount: string) => w.approvedWithdrawal(amount);

const withdrawal = (id: number) =>
  t.db
    .selectFrom('wallet_withdrawal')
    .select(['status', 'amount', 'fee', 'holder_name', 'bank_name', 'masked_account_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const batchStatus = (id: number) => w.batchStatus(id);
const withCode = (token: string, path: string, body: Record<string, unknown>) =>
  w.withCode(token, path, body);
const prepare = (token: string, ids: number[], companyCode?: string) =>
  w.prepare(token, ids, companyCode);

describe('a withdrawal batch from prepared to reconciled', () => {
  it('takes four eyes, exports the bank file and settles each withdrawal', async () => {
    const a = await approvedWithdrawal('100.00');
    const b = await approvedWithdrawal('250.00');
    const applied = await applyWithdrawal('80.00');

    // a withdrawal not approved is refused, and nothing is made
    const refused = await prepare(preparer, [a, applied]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toMatchObject({ error: 'batchWithdrawalsInvalid' });
    expect(refused.json().msg).toContain(String(applied));
    expect(await t.db.selectFrom('withdrawal_batch').selectAll().execute()).toEqual([]);

    const prepared = await prepare(preparer, [b, a]);
    expect(prepared.statusCode).toBe(200);
    const [wa, wb] = [await withdrawal(a), await withdrawal(b)];
    const batch = prepared.json().data;
    expect(batch).toMatchObject({
      companyCode: 'US',
      status: 'prepared',
      count: 2,
      total: (wa.amount - wa.fee + wb.amount - wb.fee).toString(),
      approvedBy: null,
    });
    // a withdrawal is in one open batch at most
    const twice = await prepare(approver, [a]);
    expect(twice.json().data).toMatchObject({ error: 'batchWithdrawalsInvalid' });
    // and moves with its batch: the queue's single step refuses it, and it stays approved
    const alone = await withCode(approver, `/withdrawals/${a}/payout/process`, {
      reason: 'pay now',
    });
    expect(alone.json().data).toMatchObject({ error: 'withdrawalInBatch' });
    expect((await withdrawal(a)).status).toBe(wa.status);

    // the preparer may not approve their own batch: refused, and nothing changes
    const own = await withCode(preparer, `/batches/${batch.id}/approve`, { reason: 'mine' });
    expect(own.statusCode).toBe(422);
    expect(own.json().data.error).toBe('fourEyesOwn');
    expect(own.json().msg).toBe('Another operator must approve what you prepared.');
    expect(await batchStatus(batch.id)).toBe('prepared');

    // a bank file only once approved
    const early = await consoleCall(t, 'GET', `/batches/${batch.id}/bank-file`, {
      token: preparer,
    });
    expect(early.statusCode).toBe(409);

    const wrong = await consoleCall(t, 'POST', `/batches/${batch.id}/approve`, {
      token: approver,
      body: { reason: 'checked', code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const approved = await withCode(approver, `/batches/${batch.id}/approve`, {
      reason: 'checked',
    });
    expect(approved.json().data).toMatchObject({ status: 'approved' });

    const file = await consoleCall(t, 'GET', `/batches/${batch.id}/bank-file`, {
      token: preparer,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`bank-file-batch-${batch.id}.csv`);
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'withdrawalId,holderName,bankName,accountNumber,iban,amount,currency,reference',
      ...(
        [
          [a, wa],
          [b, wb],
        ] as const
      ).map(([id, w]) =>
        [
          id,
          w.holder_name,
          w.bank_name,
          // the full number the bank pays to (the member's account, decrypted for the file)
          '1234567890',
          '',
          formatMinor(w.amount - w.fee, 2),
          'USD',
          `WB${batch.id}-${id}`,
        ].join(','),
      ),
    ]);
    expect((await withdrawal(a)).status).toBe(WITHDRAWAL_STATUS.processing);
    expect((await withdrawal(b)).status).toBe(WITHDRAWAL_STATUS.processing);
    expect(await batchStatus(batch.id)).toBe('exported');
    // a second export is the same file and moves nothing
    const again = await consoleCall(t, 'GET', `/batches/${batch.id}/bank-file`, {
      token: preparer,
    });
    expect(again.body).toBe(file.body);

    const stranger = await withCode(approver, `/batches/${batch.id}/reconcile`, {
      reason: 'bank answer',
      results: [{ withdrawalId: applied, paid: true }],
    });
    expect(stranger.json().data).toMatchObject({ error: 'batchResultsInvalid' });

    const before = await balanceOf(t.db, me.member.id, 'bonus');
    const settled = await withCode(approver, `/batches/${batch.id}/reconcile`, {
      reason: 'bank answer',
      results: [
        { withdrawalId: a, paid: true },
        { withdrawalId: b, paid: false },
      ],
    });
    expect(settled.json().data).toMatchObject({ status: 'reconciled' });
    expect((await withdrawal(a)).status).toBe(WITHDRAWAL_STATUS.success);
    expect((await withdrawal(b)).status).toBe(WITHDRAWAL_STATUS.failure);
    // the failed withdrawal's money is back on the member's account, the paid one's is gone
    expect(await balanceOf(t.db, me.member.id, 'bonus')).toBe(before + wb.amount);

    const detail = await consoleCall(t, 'GET', `/batches/${batch.id}`, { token: support });
    expect(detail.statusCode).toBe(403);
    const view = (await consoleCall(t, 'GET', `/batches/${batch.id}`, { token: approver })).json()
      .data;
    expect(view.items).toEqual([
      expect.objectContaining({ withdrawalId: a, loginName: 'BatchMember', paid: true }),
      expect.objectContaining({ withdrawalId: b, paid: false, status: WITHDRAWAL_STATUS.failure }),
    ]);

    const trail = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'permission', 'reason', 'outcome'])
      .where('target', '=', `batch:${batch.id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, e.permission, e.outcome])).toEqual([
      ['batch:prepare', 'withdrawal:batch', 'ok'],
      ['batch:approve', 'withdrawal:approve', 'ok'],
      ['batch:export', 'withdrawal:batch', 'ok'],
      ['batch:export', 'withdrawal:batch', 'ok'],
      ['batch:reconcile', 'withdrawal:process', 'ok'],
    ]);
    expect(trail[0]!.reason).toBe('Friday payout');
  });
});

describe('who sees and acts on a batch', () => {
  it("answers another company's batch as missing, and a role without the permission 403", async () => {
    const id = await approvedWithdrawal('90.00');
    const batch = (await prepare(preparer, [id])).json().data;
    for (const res of [
      await consoleCall(t, 'GET', `/batches/${batch.id}`, { token: financeMy }),
      await withCode(financeMy, `/batches/${batch.id}/approve`, { reason: 'not mine' }),
      await consoleCall(t, 'GET', `/batches/${batch.id}/bank-file`, { token: financeMy }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await batchStatus(batch.id)).toBe('prepared');
    const list = await consoleCall(t, 'GET', '/batches', { token: financeMy });
    expect(list.json().data.total).toBe(0);
    // an operator of other companies cannot gather this company's withdrawals
    expect((await prepare(financeMy, [id])).statusCode).toBe(403);

    const mine = await consoleCall(t, 'GET', '/batches', {
      token: preparer,
      query: { status: 'prepared', company: 'US' },
    });
    expect(mine.json().data.list.map((b: { id: number }) => b.id)).toEqual([batch.id]);

    expect((await consoleCall(t, 'GET', '/batches', { token: support })).statusCode).toBe(403);
    expect((await prepare(support, [id])).statusCode).toBe(403);
  });
});
