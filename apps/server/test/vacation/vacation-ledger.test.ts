import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as openPointsLedger } from '../../src/db/migrations/0050-vacation-points-ledger.js';
import { inTransaction } from '../../src/db/transaction.js';
import { postPoints, verifyLedger } from '../../src/modules/ledger/index.js';
import {
  flushVacationPoints,
  recordVacationPoints,
  returnVacationPoints,
  spendVacationPoints,
  vacationBalanceOf,
} from '../../src/modules/vacation/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { walletMember } from '../wallet/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paidAt = new Date('2026-01-10T00:00:00Z');

/** The member's points account balance on the ledger (0 before it is opened). */
async function ledgerPoints(memberId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'vacationPoints')
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

/** The ledger and the balance row agree, every points journal balances, verify passes. */
async function expectConsistent(memberId: number, points: bigint) {
  expect(await vacationBalanceOf(t.db, memberId)).toBe(points);
  expect(await ledgerPoints(memberId)).toBe(points);
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from (
      select p.entry_id from posting p join journal_entry e on e.id = p.entry_id
      where e.type = 'vacationPoints' group by p.entry_id having sum(p.amount) <> 0) u`.execute(
    t.db,
  );
  expect(rows[0]!.n).toBe('0');
  const report = await verifyLedger(t.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

const order = (memberId: number, bvHundredths: bigint, orderNo: string, at = paidAt) => ({
  memberId,
  paidAt: at,
  platform: 'bzz',
  orderType: 40,
  bvHundredths,
  orderNo,
});

describe('vacation points on the ledger', () => {
  it('earn, spend, return, refund and flush keep the points account equal to the balance', async () => {
    const { member } = await walletMember(t);
    const id = member.id;
    await inTransaction(t.db, (trx) => recordVacationPoints(trx, order(id, 5075n, 'VL-1')));
    await expectConsistent(id, 50n);

    const spend = { points: 30n, at: paidAt, orderType: 70, orderNo: 'VL-2' };
    await inTransaction(t.db, (trx) => spendVacationPoints(trx, id, spend));
    await expectConsistent(id, 20n);

    await inTransaction(t.db, (trx) => returnVacationPoints(trx, id, spend));
    await expectConsistent(id, 50n);

    // a refund of the first order takes back what it earned
    const refund = { ...order(id, -5075n, 'VL-1'), refundedBvBefore: 0n };
    await inTransaction(t.db, (trx) => recordVacationPoints(trx, refund));
    await expectConsistent(id, 0n);

    await inTransaction(t.db, (trx) => recordVacationPoints(trx, order(id, 1200n, 'VL-3')));
    await expectConsistent(id, 12n);
    expect(await flushVacationPoints(t.db, new Date('2027-01-01T00:00:00Z'))).toBeGreaterThan(0);
    await expectConsistent(id, 0n);
  });

  it('a spend beyond the balance is refused, by the vacation door and by the ledger door', async () => {
    const { member } = await walletMember(t);
    const id = member.id;
    await inTransaction(t.db, (trx) => recordVacationPoints(trx, order(id, 1000n, 'VL-4')));
    const spend = { points: 11n, at: paidAt, orderType: 70, orderNo: 'VL-5' };
    await expect(
      inTransaction(t.db, (trx) => spendVacationPoints(trx, id, spend)),
    ).rejects.toMatchObject({ key: 'pointsBalanceInsufficient' });
    const beyond = { memberId: id, change: -11n, at: paidAt, kind: 'spend', orderNo: 'VL-5' };
    await expect(inTransaction(t.db, (trx) => postPoints(trx, beyond))).rejects.toMatchObject({
      key: 'insufficientBalance',
    });
    await expectConsistent(id, 10n);
  });

  it('the opening migration gives a balance held before the ledger its opening journal', async () => {
    const { member } = await walletMember(t);
    // a balance as it stood before points were on the ledger: no account, no journal
    await t.db
      .insertInto('vacation_point_balance')
      .values({ member_id: member.id, points: 7n, last_paid_at: paidAt })
      .execute();
    expect((await verifyLedger(t.db)).ok).toBe(false);
    await openPointsLedger(t.db as never);
    await expectConsistent(member.id, 7n);
  });
});
