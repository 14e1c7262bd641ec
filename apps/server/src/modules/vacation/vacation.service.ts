import type { VacationEntryKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { CarriedWrites } from '../../db/statement-write.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { pointsAccountsQuery, postPoints, type KnownPointsAccounts } from '../ledger/index.js';
import { dueBefore, isDue, pointsFor, type VacationOrderChange } from './vacation-rules.js';
import {
  balanceUpdate,
  entryInsert,
  findBalance,
  findFlushCandidates,
  holdBalance,
  setBalance,
} from './vacation.repository.js';

/** A member's points as held under their row lock. */
export interface HeldPoints {
  points: bigint;
  lastPaidAt: Date | null;
}

/** What one movement does: the signed change, the last paid time after it, and its entry. */
interface PointsMove {
  change: bigint;
  lastPaidAt: Date | null;
  entry: {
    kind: VacationEntryKind;
    at: Date;
    orderType: number | null;
    bv: bigint | null;
    orderNo: string | null;
  };
}

/**
 * The one door every change of a member's points goes through (earning, take-back, flush and
 * spend alike): the balance row is held under its lock for the caller's transaction, `plan`
 * decides the move on what it holds (or throws, or returns null for none), and the balance
 * and its history entry are written by the points journal's statement. Two movements of one member queue on
 * the row, so a spend judged on the held balance can never take it below zero (the column's
 * CHECK says so again). Every movement is also a balanced journal on the ledger (postPoints,
 * docs/vacation-points.md "On the ledger"), in the same transaction: the member's points
 * account always holds what their balance row does, and the ledger's own floor guards it too.
 */
async function movePoints(
  trx: Trx,
  memberId: number,
  plan: (held: HeldPoints) => PointsMove | null,
  carried?: CarriedWrites,
): Promise<{ before: bigint; after: bigint }> {
  // the member's points accounts read and locked by the same statement: postPoints takes no
  // lock; an event's carried writes (the order's volume) are made by it too
  const row = await holdBalance(trx, memberId, pointsAccountsQuery(memberId), carried?.take());
  const held = { points: BigInt(row.points), lastPaidAt: row.last_paid_at };
  const move = plan(held);
  if (!move) return { before: held.points, after: held.points };
  const after = held.points + move.change;
  if (after < 0n) throw new Error(`vacation points of member ${memberId} would go below zero`);
  const { entry } = move;
  if (move.change === 0n) {
    await setBalance(trx, memberId, after, move.lastPaidAt);
    return { before: held.points, after };
  }
  // the balance and its history entry are written by the journal's own statement
  const posted = await postPoints(
    trx,
    { memberId, change: move.change, at: entry.at, kind: entry.kind, orderNo: entry.orderNo },
    { rows: row.alongside as KnownPointsAccounts['rows'] },
    [
      (db) => balanceUpdate(db, memberId, after, move.lastPaidAt),
      () =>
        entryInsert({
          member_id: memberId,
          kind: entry.kind,
          points: move.change,
          balance: after,
          order_type: entry.orderType,
          bv: entry.bv,
          order_no: entry.orderNo,
          created_at: entry.at,
        }),
    ],
  );
  // the statement already wrote them: a disagreement rolls the whole transaction back
  if (posted !== after) {
    throw new Error(`vacation points of member ${memberId}: ledger ${posted}, balance ${after}`);
  }
  return { before: held.points, after };
}

/**
 * The order volume hook's second listener (bootstrap.ts): in the order's own transaction, a
 * paid order moves the member's last paid time, and a paid or refunded order of type 30, 40
 * or 66 on the main platform earns or takes back points, with a history entry. `carried`: the
 * event's writes before it (the order's volume), made by the balance's hold.
 */
export async function recordVacationPoints(
  trx: Trx,
  change: VacationOrderChange,
  carried?: CarriedWrites,
) {
  const points = pointsFor(change);
  const paid = change.bvHundredths > 0n;
  if (points === 0n && !paid) return;
  await movePoints(
    trx,
    change.memberId,
    (held) => {
      const last = held.lastPaidAt;
      const lastPaidAt = paid && (!last || last < change.paidAt) ? change.paidAt : last;
      // a refund never takes the balance below zero (the points may have been flushed or spent)
      const taken = held.points + points < 0n ? -held.points : points;
      return {
        change: taken,
        lastPaidAt,
        entry: {
          kind: points > 0n ? 'earn' : 'refund',
          at: change.paidAt,
          orderType: change.orderType,
          bv: change.bvHundredths,
          orderNo: change.orderNo ?? null,
        },
      };
    },
    carried,
  );
}

/**
 * Spends points on a points-shop exchange, in the exchange's transaction: refused with
 * pointsBalanceInsufficient when the held balance is short. Answers the balance before and
 * after.
 */
export function spendVacationPoints(
  trx: Trx,
  memberId: number,
  spend: { points: bigint; at: Date; orderType: number; orderNo: string },
): Promise<{ before: bigint; after: bigint }> {
  if (spend.points <= 0n) throw new Error('a spend of vacation points must be positive');
  return movePoints(trx, memberId, (held) => {
    if (held.points < spend.points) {
      throw new AppError('pointsBalanceInsufficient', {
        params: { needed: spend.points.toString(), balance: held.points.toString() },
      });
    }
    return {
      change: -spend.points,
      lastPaidAt: held.lastPaidAt,
      entry: {
        kind: 'spend',
        at: spend.at,
        orderType: spend.orderType,
        bv: null,
        orderNo: spend.orderNo,
      },
    };
  });
}

/**
 * Gives back the points an exchange spent, when its order is refunded, in the refund's
 * transaction: a `return` entry naming the order. The caller makes sure it happens once (the
 * exchange records the return).
 */
export function returnVacationPoints(
  trx: Trx,
  memberId: number,
  given: { points: bigint; at: Date; orderType: number; orderNo: string },
): Promise<{ before: bigint; after: bigint }> {
  if (given.points <= 0n) throw new Error('a return of vacation points must be positive');
  return movePoints(trx, memberId, (held) => ({
    change: given.points,
    lastPaidAt: held.lastPaidAt,
    entry: {
      kind: 'return',
      at: given.at,
      orderType: given.orderType,
      bv: null,
      orderNo: given.orderNo,
    },
  }));
}

/** The member's balance as it stands now, without a lock (a preview's judgement). */
export async function vacationBalanceOf(db: Db, memberId: number): Promise<bigint> {
  const row = await findBalance(db, memberId);
  return row ? BigInt(row.points) : 0n;
}

const BATCH = 500;

/**
 * Flushes the points of every member whose last paid order is more than 6 months old, one
 * transaction per batch; each member's row is re-read under its lock, so an order paid
 * meanwhile keeps the points. Returns how many members were flushed.
 */
export async function flushVacationPoints(db: Db, now: Date): Promise<number> {
  let flushed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await findFlushCandidates(db, dueBefore(now), afterId, BATCH);
    if (batch.length === 0) return flushed;
    afterId = batch[batch.length - 1]!.member_id;
    flushed += await inTransaction(db, async (trx) => {
      let n = 0;
      for (const { member_id } of batch) {
        const moved = await movePoints(trx, member_id, (held) =>
          held.points <= 0n || !held.lastPaidAt || !isDue(held.lastPaidAt, now)
            ? null
            : {
                change: -held.points,
                lastPaidAt: held.lastPaidAt,
                entry: { kind: 'flush', at: now, orderType: null, bv: null, orderNo: null },
              },
        );
        if (moved.after !== moved.before) n++;
      }
      return n;
    });
  }
}
