import type { Trx } from '../../../db/transaction.js';
import type { SnapshotFacts } from '../../organization/index.js';
import { AWARD_CODES, legCounts, RANK_CODES, type CycleResult } from '../engine/index.js';
import { historyText } from './close-input.js';
import type { Computed } from './close-compute.js';
import { insertLines, insertMemberStates } from './results.repository.js';

type Timed = <T>(phase: string, step: () => Promise<T>) => Promise<T>;

const trailJson = (trail: unknown) =>
  JSON.stringify(trail, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * The lines' positions in member order, each member's lines in the engine's order: a slice of
 * them then spans a narrow range of member ids, which the lines' member check reads as one
 * range of the key instead of a probe per line (migration 0084), and their index is written in
 * its own order.
 */
function memberOrder(lines: readonly { memberId: string }[]): Uint32Array {
  const ids = Float64Array.from(lines, (l) => Number(l.memberId));
  return Uint32Array.from(lines, (_l, i) => i).sort((a, b) => ids[a]! - ids[b]! || a - b);
}

/** The close's rows: a line per member and bonus type with its trail, and each member's state. */
export async function writeResults(
  trx: Trx,
  companyCode: string,
  cycle: string,
  c: Computed,
  timed: Timed,
) {
  const { result, net, state, plan } = c;
  const { lines } = result;
  await timed('lines', () => {
    const order = memberOrder(lines);
    return insertLines(trx, {
      companyCode,
      cycle,
      count: lines.length,
      rowAt: (i) => {
        const l = lines[order[i]!]!;
        return {
          member_id: Number(l.memberId),
          bonus_type: l.type,
          amount_minor: l.amountMinor,
          adjustment_minor: l.adjustmentMinor ?? 0n,
          trail: trailJson(l.explain()),
        };
      },
    });
  });
  const f = result.facts;
  const K = plan.paidAsCycles;
  await timed('memberStates', () =>
    insertMemberStates(trx, {
      companyCode,
      cycle,
      count: net.size,
      columnsAt: (from, to) => {
        const codes = (of: Uint8Array, names: readonly string[], none: string) =>
          Array.from(of.subarray(from, to), (k) => names[k] ?? none);
        const each = <V>(at: (i: number) => V) =>
          Array.from({ length: to - from }, (_, k) => at(from + k));
        // built here, a slice at a time, while PostgreSQL writes the slice before
        const left = leftOnTableJson(result, from, to);
        return {
          member_id: net.ids.slice(from, to),
          rank_code: codes(state.rank, RANK_CODES, '0'),
          active: f.active.subarray(from, to),
          paid_as_award: codes(f.paidAs, AWARD_CODES, '00'),
          qualified_award: codes(f.award, AWARD_CODES, '00'),
          highest_award: codes(state.highestAward, AWARD_CODES, '00'),
          cumulative_package_bv: state.cumulativePackageBv.subarray(from, to),
          carry_left: state.carryLeft.subarray(from, to),
          carry_right: state.carryRight.subarray(from, to),
          left_bv: f.leftVolume.subarray(from, to),
          right_bv: f.rightVolume.subarray(from, to),
          qualified_history: each((i) => historyText(state.qualifiedHistory, i, K)),
          paid_as_history: each((i) => historyText(state.paidAsHistory, i, K)),
          left_on_table: each((i) => left[i - from] ?? '[]'),
        };
      },
    }),
  );
}

/**
 * What the tree snapshot takes from the close, a column per fact (no object per member): the
 * activity, awards and carries it decided; each member's rank as the follow-up leaves the row
 * (never below what the row held) and status as read; the legs from the volumes it read (the
 * same sums the tree's leg refresh would read again).
 */
export function snapshotFacts({ result, net, state, volumes, stored }: Computed): SnapshotFacts {
  const f = result.facts;
  const codes = (of: Uint8Array) => Array.from(of, (k) => AWARD_CODES[k] ?? '00');
  const rankCode = Array.from(state.rank, (r, i) => RANK_CODES[Math.max(r, stored.rank[i]!)]!);
  return {
    memberId: net.ids,
    active: f.active,
    paidAsAward: codes(f.paidAs),
    highestAward: codes(state.highestAward),
    carryLeft: state.carryLeft,
    carryRight: state.carryRight,
    tree: {
      rankCode,
      status: stored.status,
      pbv: volumes.pbv,
      leftBv: f.leftVolume,
      rightBv: f.rightVolume,
      ...legCounts(net),
    },
  };
}

/**
 * The left-on-the-table lines of members [from, to) as the JSON arrays their state rows keep
 * (migration 0038, `LeftOnTableJson`), by position in the slice: built as text from a prefix
 * per rule, not from an object per line (2.8 million lines at a million members).
 */
function leftOnTableJson(result: CycleResult, from: number, to: number): (string | undefined)[] {
  const parts = new Array<string | undefined>(to - from);
  const prefixes = new Map<string, string>();
  result.eachLeftLine(from, to, (i, type, rule, value) => {
    const key = `${type}|${rule}`;
    let prefix = prefixes.get(key);
    if (prefix === undefined) {
      prefix = `{"type":${JSON.stringify(type)},"rule":${JSON.stringify(rule)}`;
      prefixes.set(key, prefix);
    }
    let line = prefix;
    if (value && 'amountBv' in value) line += `,"amountBv":${JSON.stringify(value.amountBv)}`;
    else if (value) line += `,"volume":${JSON.stringify(value.volume)}`;
    const before = parts[i - from];
    parts[i - from] = before === undefined ? `${line}}` : `${before},${line}}`;
  });
  for (let k = 0; k < parts.length; k++) if (parts[k] !== undefined) parts[k] = `[${parts[k]}]`;
  return parts;
}
