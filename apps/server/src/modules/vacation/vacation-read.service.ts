import {
  BV_DECIMALS,
  formatMinor,
  VACATION_FLUSH_MONTHS,
  type VacationHistoryPage,
  type VacationHistoryQuery,
  type VacationPoints,
} from '@portal/contract';
import type { MemberContext } from '../../lib/member-context.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { flushAt } from './vacation-rules.js';
import { countEntries, findBalance, findEntries } from './vacation.repository.js';

/** What the member reads of their vacation points: the balance and its history. */

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
      bv: e.bv === null ? null : formatMinor(BigInt(e.bv), BV_DECIMALS),
      orderNo: e.order_no,
    })),
    total,
    pageNum,
    pageSize,
  };
}
