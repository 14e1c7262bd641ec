import {
  type CycleContext,
  type CycleFacts,
  type CycleVolumes,
  type PlanState,
  type TypeResult,
} from './cycle-types.js';
import { businessTime, cycleName, cycleStart } from './cycle-time.js';
import { sponsorBonus, worldPlanBonus } from './direct.js';
import { generationalBonus } from './generational.js';
import { groupBonus } from './group.js';
import type { Network } from './network.js';
import type { BonusType, PlanSettings } from './plan-settings.js';
import { crownGlobal, driveBonus, lifestyleGlobal } from './pools.js';
import { qualify, updateRanks } from './qualification.js';
import { roundHalfEven, scaled, type Rational } from './rational.js';
import { teamBonus } from './team.js';
import { bvText, valueText } from './trail.js';
import { unilevelBonus } from './unilevel.js';

/** The company's conversion: 1 BV of bonus value = bvRate units of the currency. */
export interface Conversion {
  currency: string;
  minorUnit: number;
  bvRate: Rational;
}

export interface BonusLine {
  memberId: string;
  type: BonusType;
  /** after the one conversion and half-to-even rounding; never below zero */
  amountMinor: bigint;
  /** the exact BV value before conversion */
  amount: Rational;
  /** a negative result (refunds) paid as zero, in minor units (negative) */
  adjustmentMinor?: bigint;
  /**
   * The trail (explain-my-pay), built on demand from the cycle's retained facts: the close
   * stores it, the report opens it; computing a cycle does not pay for a million of them.
   */
  explain(): Record<string, unknown>;
}

export interface LeftLine {
  memberId: string;
  type: BonusType;
  rule: string;
  amountBv?: string;
  volume?: string;
}

export interface CycleResult {
  cycle: number;
  name: string;
  start: string;
  lines: BonusLine[];
  /** what was not paid and by which rule, built on demand (often a line per member) */
  leftOnTable(): LeftLine[];
  /**
   * The same lines of the members with an index in [from, to) (net order), one at a time and
   * without an object per line, rule by rule and members ascending within a rule: for the
   * close, which writes millions of them a slice of members at a time.
   */
  eachLeftLine(from: number, to: number, visit: LeftLineVisitor): void;
  facts: CycleFacts;
}

/** BV value → minor units, rounded half-to-even once. */
export function toMinor(amount: Rational, c: Conversion): bigint {
  const scale = 10n ** BigInt(c.minorUnit);
  return roundHalfEven(amount.n * c.bvRate.n * scale, amount.d * c.bvRate.d);
}

function materialize(ctx: CycleContext, result: TypeResult, c: Conversion, out: BonusLine[]) {
  const cycle = cycleName(ctx.volumes.cycle);
  const planVersion = ctx.plan.version;
  for (const [i, amount] of result.amounts) {
    const minor = toMinor(amount, c);
    if (minor === 0n) continue;
    const explain = () => ({ ...result.trail(i), planVersion, cycle });
    const memberId = ctx.net.ids[i]!;
    out.push(
      minor > 0n
        ? { memberId, type: result.type, amount, amountMinor: minor, explain }
        : { memberId, type: result.type, amount, amountMinor: 0n, adjustmentMinor: minor, explain },
    );
  }
}

export type LeftLineVisitor = (
  memberIndex: number,
  type: BonusType,
  rule: string,
  value?: { amountBv: string } | { volume: string },
) => void;

/** Each rule's members in ascending order, so a slice of members is found by binary search. */
function byMember(ctx: CycleContext) {
  return [...ctx.leftOnTable.values()].map((row) => ({
    ...row,
    members: Int32Array.from(row.members).sort(),
  }));
}

/** The first position in an ascending array holding a value ≥ `value`. */
function lowerBound(sorted: Int32Array, value: number) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function eachLeftLine(
  rules: ReturnType<typeof byMember>,
  from: number,
  to: number,
  visit: LeftLineVisitor,
) {
  for (const { type, rule, kind, values, members } of rules) {
    for (let k = lowerBound(members, from); k < members.length && members[k]! < to; k++) {
      const i = members[k]!;
      if (kind === 'amount') visit(i, type, rule, { amountBv: valueText(scaled(values[i]!)) });
      else if (kind === 'volume') visit(i, type, rule, { volume: bvText(values[i]!) });
      else visit(i, type, rule);
    }
  }
}

function leftLines(ctx: CycleContext): LeftLine[] {
  const out: LeftLine[] = [];
  for (const { type, rule, kind, values, members } of ctx.leftOnTable.values()) {
    for (const i of members) {
      const memberId = ctx.net.ids[i]!;
      if (kind === 'amount')
        out.push({ memberId, type, rule, amountBv: valueText(scaled(values[i]!)) });
      else if (kind === 'volume') out.push({ memberId, type, rule, volume: bvText(values[i]!) });
      else out.push({ memberId, type, rule });
    }
  }
  return out;
}

/**
 * One cycle of the plan on one cycle's volumes: qualification, then the nine bonus types
 * (team before generational, which matches it), then one conversion per member and type.
 * Updates `state` in place (ranks, carries, award histories) for the next cycle; pass
 * clonePlanState(state) to compute without rolling forward.
 */
export function computeCycle(
  net: Network,
  plan: PlanSettings,
  volumes: CycleVolumes,
  state: PlanState,
  conversion: Conversion,
): CycleResult {
  updateRanks(net, plan, volumes, state);
  const facts = qualify(net, plan, volumes, state);
  const ctx: CycleContext = { net, plan, volumes, state, facts, leftOnTable: new Map() };
  const team = teamBonus(ctx);
  const results = [
    sponsorBonus(ctx),
    team,
    groupBonus(ctx),
    unilevelBonus(ctx),
    generationalBonus(ctx, team.units),
    lifestyleGlobal(ctx),
    crownGlobal(ctx),
    driveBonus(ctx),
    worldPlanBonus(ctx),
  ];
  const lines: BonusLine[] = [];
  for (const result of results) materialize(ctx, result, conversion, lines);
  state.cyclesDone++;
  let sorted: ReturnType<typeof byMember> | undefined;
  return {
    cycle: volumes.cycle,
    name: cycleName(volumes.cycle),
    start: businessTime(cycleStart(volumes.cycle)),
    lines,
    leftOnTable: () => leftLines(ctx),
    eachLeftLine: (from, to, visit) => eachLeftLine((sorted ??= byMember(ctx)), from, to, visit),
    facts,
  };
}
