import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockAccounts, pointsAccountsQuery } from '../../src/modules/ledger/index.js';
import { pointsAccountStates } from '../../src/modules/ledger/points.repository.js';
import { recordVacationPoints, vacationBalanceOf } from '../../src/modules/vacation/index.js';
import { holdBalance } from '../../src/modules/vacation/vacation.repository.js';
import { accountsLockedByMe, rolledBack } from '../helpers/row-locks.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { walletMember } from '../wallet/factories.js';

/**
 * A movement of points locks the member's points account in the balance row's own statement
 * (the hold), so the points journal takes no lock round trip: the hold must lock exactly what
 * postJournal's lock would (the member's account, not the company's hot one) and read the
 * same account states its plan needs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const earn = (memberId: number, orderNo: string) => ({
  memberId,
  paidAt: new Date('2026-01-10T00:00:00Z'),
  platform: 'bzz',
  orderType: 40,
  bvHundredths: 1234n,
  orderNo,
});

describe('the vacation balance’s hold locks the points accounts as postJournal would', () => {
  it('locks the member’s account only, and reads the states postJournal’s lock reads', async () => {
    const { member } = await walletMember(t);
    // the first movement opens the accounts (the hold finds none and postPoints opens them)
    await t.db.transaction().execute((trx) => recordVacationPoints(trx, earn(member.id, 'VK-1')));
    expect(await vacationBalanceOf(t.db, member.id)).toBe(12n);

    const held = await rolledBack(t.db, async (trx) => {
      const row = await holdBalance(trx, member.id, pointsAccountsQuery(member.id));
      const states = pointsAccountStates(row.alongside);
      return {
        states,
        locks: await accountsLockedByMe(
          trx,
          states.map((s) => s.id),
        ),
      };
    });
    const door = await rolledBack(t.db, async (trx) => {
      const ids = held.states.map((s) => s.id);
      const locked = await lockAccounts(trx, ids);
      return { states: [...locked.rows.values()], locks: await accountsLockedByMe(trx, ids) };
    });
    const byId = <S extends { id: bigint }>(s: S[]) =>
      [...s].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(held.states).toHaveLength(2);
    expect(byId(held.states)).toEqual(byId(door.states));
    const memberAccount = held.states.find((s) => s.memberId === member.id)!;
    expect(memberAccount).toMatchObject({ kind: 'vacationPoints', balance: 12n, hot: false });
    // the member's account locked, the company's hot one not: as postJournal's own lock
    expect(held.locks).toEqual(door.locks);
    expect(held.locks.filter(([, mine]) => mine)).toEqual([[memberAccount.id.toString(), true]]);
  });

  it('a movement after the hold posts on the held states and writes the balance with it', async () => {
    const { member } = await walletMember(t);
    await t.db.transaction().execute((trx) => recordVacationPoints(trx, earn(member.id, 'VK-2')));
    await t.db.transaction().execute((trx) => recordVacationPoints(trx, earn(member.id, 'VK-3')));
    expect(await vacationBalanceOf(t.db, member.id)).toBe(24n);
    const entries = await t.db
      .selectFrom('vacation_point_entry')
      .select(['points', 'balance', 'order_no'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { points: 12n, balance: 12n, order_no: 'VK-2' },
      { points: 12n, balance: 24n, order_no: 'VK-3' },
    ]);
    const account = await t.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'vacationPoints')
      .executeTakeFirstOrThrow();
    expect(BigInt(account.balance)).toBe(24n);
  });
});
