import type { CommissionRunState, ConsoleCycleStepsView } from './cycle-console.types.js';
import type { CycleStateRow, ReviewRow } from './cycle-console.repository.js';
import type { previewCycle } from './close/index.js';

type Preview = Awaited<ReturnType<typeof previewCycle>>;

/** The run's state: the close's row decides locked and closed, the review the steps before. */
export function runStateOf(
  row: CycleStateRow | undefined,
  review: ReviewRow | undefined,
): CommissionRunState {
  if (row?.state === 'closed') return 'closed';
  if (row?.state === 'locked') return 'locked';
  if (review?.audited_at) return 'audited';
  if (review) return 'previewed';
  return 'open';
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Who took each step; a lock or close by the command line or the weekly job has no review. */
export function stepsOf(
  row: CycleStateRow | undefined,
  review: ReviewRow | undefined,
): ConsoleCycleStepsView {
  return {
    previewedBy: review?.previewed_by ?? null,
    previewedAt: iso(review?.previewed_at),
    auditedBy: review?.audited_by ?? null,
    auditedAt: iso(review?.audited_at),
    auditNote: review?.audit_note ?? null,
    lockedBy: review?.locked_by ?? null,
    lockedAt: iso(review?.locked_at ?? row?.locked_at),
    closedBy: review?.closed_by ?? row?.closed_by ?? null,
    closedAt: iso(review?.closed_at ?? row?.closed_at),
  };
}

/** The close's totals per type (jsonb of decimal strings), or null before the close. */
export function paidOf(row: CycleStateRow | undefined) {
  if (row?.state !== 'closed' || !row.totals) return null;
  const totals = (typeof row.totals === 'string' ? JSON.parse(row.totals) : row.totals) as Record<
    string,
    string
  >;
  return Object.entries(totals)
    .map(([type, amount]) => ({ type, amount: String(amount) }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

export const sumOf = (amounts: readonly string[]) =>
  amounts.reduce((s, a) => s + BigInt(a), 0n).toString();

/** Hundredths of BV as BV with two decimals. */
const bv = (h: bigint) =>
  `${h < 0n ? '-' : ''}${(h < 0n ? -h : h) / 100n}.${((h < 0n ? -h : h) % 100n).toString().padStart(2, '0')}`;

/**
 * What the console stores and shows of a preview: the preview's totals per type beside the last
 * closed cycle's (the difference is read from that row, no second computation), its pools, what
 * was left on the table by rule, and the top earners by login name.
 */
export function previewView(
  p: Preview,
  previous: CycleStateRow | undefined,
  loginNames: Map<number, string>,
) {
  const before = paidOf(previous);
  const previousOf = (type: string) =>
    before ? (before.find((b) => b.type === type)?.amount ?? '0') : null;
  const types = [...new Set([...Object.keys(p.totals), ...(before ?? []).map((b) => b.type)])];
  return {
    totals: types
      .sort((a, b) => a.localeCompare(b))
      .map((type) => ({ type, amount: p.totals[type] ?? '0', previous: previousOf(type) })),
    total: sumOf(Object.values(p.totals)),
    previousCycle: before ? (previous?.cycle ?? null) : null,
    previousTotal: before ? sumOf(before.map((b) => b.amount)) : null,
    membersPaid: p.membersPaid,
    companyVolume: bv(p.companyVolume),
    pools: Object.entries(p.pools).map(([type, sizeBv]) => ({
      type,
      sizeBv,
      paid: p.totals[type] ?? '0',
    })),
    leftOnTable: Object.entries(p.leftOnTable)
      .map(([rule, members]) => ({ rule, members }))
      .sort((a, b) => a.rule.localeCompare(b.rule)),
    topEarners: p.topEarners.map((e) => ({
      memberId: e.memberId,
      loginName: loginNames.get(e.memberId) ?? String(e.memberId),
      amount: e.amountMinor.toString(),
    })),
  };
}
