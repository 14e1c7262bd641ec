import { DISCLOSURE_GROUPS, type DisclosureFigures, type DisclosureGroup } from '@portal/contract';

/** One participant as the statement counts them: their group and what they earned. */
export interface Participant {
  group: DisclosureGroup;
  /** gross bonus credited in the period, minor units, never below zero */
  earned: bigint;
}

export interface StatementFigures {
  overall: DisclosureFigures;
  groups: (DisclosureFigures & { group: DisclosureGroup })[];
}

/**
 * The value at nearest rank: the smallest value with at least p% of the values at or below it,
 * i.e. the ceil(p/100 × n)-th of the sorted values (1-based, at least the first). The median is
 * the 50th percentile by the same rule, so with an even count it is the lower middle value: a
 * figure someone actually earned, never an average of two.
 */
export function nearestRank(sorted: readonly bigint[], percent: number): bigint | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((percent * sorted.length) / 100));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** a/b in hundredths of a percent, rounded half up; 0 when b is 0. */
export function basisPoints(a: number, b: number): number {
  if (b === 0) return 0;
  return Number((BigInt(a) * 20_000n + BigInt(b)) / (2n * BigInt(b)));
}

/** The mean in whole minor units, rounded half up (amounts are never negative). */
export function meanOf(values: readonly bigint[], total: bigint): bigint | null {
  if (values.length === 0) return null;
  const n = BigInt(values.length);
  return (2n * total + n) / (2n * n);
}

const text = (v: bigint | null) => (v === null ? null : v.toString());

/** The figures of one set of earnings against the count of all participants. */
export function figuresOf(earnings: readonly bigint[], everyone: number): DisclosureFigures {
  const sorted = [...earnings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const total = sorted.reduce((sum, v) => sum + v, 0n);
  const nothing = sorted.filter((v) => v === 0n).length;
  return {
    participants: sorted.length,
    shareBp: basisPoints(sorted.length, everyone),
    mean: text(meanOf(sorted, total)),
    median: text(nearestRank(sorted, 50)),
    p10: text(nearestRank(sorted, 10)),
    p90: text(nearestRank(sorted, 90)),
    max: text(sorted.length ? sorted[sorted.length - 1]! : null),
    total: total.toString(),
    earnedNothing: nothing,
    earnedNothingBp: basisPoints(nothing, sorted.length),
  };
}

/** Every group in order, empty ones too (a statement shows every rank), and all together. */
export function statementFigures(participants: readonly Participant[]): StatementFigures {
  const byGroup = new Map<DisclosureGroup, bigint[]>(DISCLOSURE_GROUPS.map((g) => [g, []]));
  for (const p of participants) byGroup.get(p.group)!.push(p.earned);
  return {
    overall: figuresOf(
      participants.map((p) => p.earned),
      participants.length,
    ),
    groups: DISCLOSURE_GROUPS.map((group) => ({
      group,
      ...figuresOf(byGroup.get(group)!, participants.length),
    })),
  };
}
