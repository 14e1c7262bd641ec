import {
  VACATION_FLUSH_MONTHS,
  type VacationHistoryPage,
  type VacationHistoryQuery,
  type VacationPoints,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import {
  dueBefore,
  flushAt,
  isDue,
  pointsFor,
  type VacationOrderChange,
} from './vacation-rules.js';
import {
  countEntries,
  findBalance,
  findEntries,
  findFlushCandidates,
  holdBalance,
  setBalance,
} from './vacation.repository.js';

/**
 * The order volume hook's second listener (bootstrap.ts): in the order's own transaction, a
 * paid order moves the member's last paid time, and a paid or refunded order of type 30, 40
 * or 66 on the main platform earns or takes back points, with a history entry.
 */
export async function recordVacationPoints(trx: Trx, change: VacationOrderChange) {
  const points = pointsFor(change);
  const paid = change.bvHundredths > 0n;
  if (points === 0n && !paid) return;
  const row = await holdBalance(trx, change.memberId);
  const last = row.last_paid_at;
  const lastPaidAt = paid && (!last || last < change.paidAt) ? change.paidAt : last;
  const before = BigInt(row.points);
  // a refund never takes the balance below zero (the points may have been flushed already)
  const after = before + points < 0n ? 0n : before + points;
  await setBalance(
    trx,
    change.memberId,
    after,
    lastPaidAt,
    after === before
      ? undefined
      : {
          member_id: change.memberId,
          kind: points > 0n ? 'earn' : 'refund',
          points: after - before,
          balance: after,
          order_type: change.orderType,
          bv: change.bvHundredths,
          created_at: change.paidAt,
        },
  );
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
        const row = await holdBalance(trx, member_id);
        const points = BigInt(row.points);
        if (points <= 0n || !row.last_paid_at || !isDue(row.last_paid_at, now)) continue;
        await setBalance(trx, member_id, 0n, row.last_paid_at, {
          member_id,
          kind: 'flush',
          points: -points,
          balance: 0n,
          order_type: null,
          bv: null,
          created_at: now,
        });
        n++;
      }
      return n;
    });
  }
}

const bvText = (h: bigint) => {
  const a = h < 0n ? -h : h;
  return `${h < 0n ? '-' : ''}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
};

/** The signed-in member's points: balance, last paid order and the flush date. */
export async function getVacationPoints(
  deps: DbDeps,
  member: MemberContext,
): Promise<VacationPoints> {
  const row = await findBalance(deps.db, member.memberId);
  const balance = row ? Number(row.points) : 0;
  const last = row?.last_paid_at ?? null;
  return {
    balance,
    lastPaidAt: last ? last.toISOString() : null,
    flushAt: last && balance > 0 ? flushAt(last).toISOString() : null,
    flushMonths: VACATION_FLUSH_MONTHS,
  };
}

/** One page of the signed-in member's history, newest first. */
export async function getVacationHistory(
  deps: DbDeps,
  member: MemberContext,
  query: VacationHistoryQuery,
): Promise<VacationHistoryPage> {
  const { pageNum, pageSize } = query;
  const [entries, total] = await Promise.all([
    findEntries(deps.db, member.memberId, pageSize, (pageNum - 1) * pageSize),
    countEntries(deps.db, member.memberId),
  ]);
  return {
    list: entries.map((e) => ({
      id: e.id.toString(),
      at: e.created_at.toISOString(),
      kind: e.kind,
      points: Number(e.points),
      balance: Number(e.balance_after),
      orderType: e.order_type,
      bv: e.bv === null ? null : bvText(BigInt(e.bv)),
    })),
    total,
    pageNum,
    pageSize,
  };
}
