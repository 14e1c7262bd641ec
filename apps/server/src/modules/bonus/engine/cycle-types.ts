import type { Network } from './network.js';
import type { BonusType, PlanSettings } from './plan-settings.js';
import type { Rational } from './rational.js';

/**
 * One cycle's input: per-member volumes in hundredths of BV, signed (a refund counts negative
 * in the cycle of the refund). The cycle close reads these from the per-cycle volume rows;
 * the simulator sums them from its orders. Arrays are indexed like Network.ids.
 */
export interface CycleVolumes {
  cycle: number;
  /** main-platform (bzz) BV of the member's own orders, every order type */
  pbv: BigInt64Array;
  /** main-platform BV over the 30 days before the cycle's end (for "active") */
  pbv30: BigInt64Array;
  /** bzz first-purchase (10) and upgrade (20) BV */
  packageBv: BigInt64Array;
  /** bzz retail (40) BV */
  retailBv: BigInt64Array;
  /** bzz maintenance (30) and autoship (66) BV */
  rebuyBv: BigInt64Array;
  /** marketplace (wpm) BV */
  marketBv: BigInt64Array;
  /** the member's orders of the cycle by reference, for trails (optional) */
  ordersOf?: (member: number) => string[];
}

/** A cycle's volumes for `n` members, all zero. */
export function newCycleVolumes(cycle: number, n: number): CycleVolumes {
  const zeros = () => new BigInt64Array(n);
  return {
    cycle,
    pbv: zeros(),
    pbv30: zeros(),
    packageBv: zeros(),
    retailBv: zeros(),
    rebuyBv: zeros(),
    marketBv: zeros(),
  };
}

/** What rolls from one cycle to the next; computeCycle updates it in place. */
export interface PlanState {
  rank: Uint8Array;
  cumulativePackageBv: BigInt64Array;
  carryLeft: BigInt64Array;
  carryRight: BigInt64Array;
  highestAward: Uint8Array;
  /** the last `paidAsCycles` cycles' qualified and paid-as awards, slot = cycles done % K */
  qualifiedHistory: Uint8Array;
  paidAsHistory: Uint8Array;
  cyclesDone: number;
}

/** The tree facts of one computed cycle, kept for trails and the rank report card. */
export interface CycleFacts {
  /** ranks at the cycle's end (a copy: the state rolls on) */
  rank: Uint8Array;
  active: Uint8Array;
  leftVolume: BigInt64Array;
  rightVolume: BigInt64Array;
  sponsoredActiveLeft: Int32Array;
  sponsoredActiveRight: Int32Array;
  binaryQualified: Uint8Array;
  award: Uint8Array;
  paidAs: Uint8Array;
  companyVolume: bigint;
}

/** One bonus type's result: exact amounts by member and the trail of each. */
export interface TypeResult {
  type: BonusType;
  amounts: Map<number, Rational>;
  trail(member: number): Record<string, unknown>;
}

/**
 * What was not paid, and by which rule, so a member sees what to fix: one row per type and
 * rule, its values by member (AMOUNT_SCALE units, or hundredths of BV for volumes, or 1 for a
 * flag) in a typed array, so a million lapses cost no objects.
 */
export interface LeftRule {
  type: BonusType;
  rule: string;
  kind: 'amount' | 'volume' | 'flag';
  values: BigInt64Array;
  members: number[];
}

export interface CycleContext {
  net: Network;
  plan: PlanSettings;
  volumes: CycleVolumes;
  state: PlanState;
  facts: CycleFacts;
  /** by type and rule; repeated lapses of a member add up */
  leftOnTable: Map<string, LeftRule>;
}

export function newPlanState(size: number, plan: PlanSettings): PlanState {
  return {
    rank: new Uint8Array(size),
    cumulativePackageBv: new BigInt64Array(size),
    carryLeft: new BigInt64Array(size),
    carryRight: new BigInt64Array(size),
    highestAward: new Uint8Array(size),
    qualifiedHistory: new Uint8Array(size * plan.paidAsCycles),
    paidAsHistory: new Uint8Array(size * plan.paidAsCycles),
    cyclesDone: 0,
  };
}

/** A copy to roll forward without touching the original (the estimate's projected cycles). */
export function clonePlanState(s: PlanState): PlanState {
  return {
    rank: s.rank.slice(),
    cumulativePackageBv: s.cumulativePackageBv.slice(),
    carryLeft: s.carryLeft.slice(),
    carryRight: s.carryRight.slice(),
    highestAward: s.highestAward.slice(),
    qualifiedHistory: s.qualifiedHistory.slice(),
    paidAsHistory: s.paidAsHistory.slice(),
    cyclesDone: s.cyclesDone,
  };
}

/** The row of one type and rule, made on first use; callers take it once per pass. */
export function leftRule(ctx: CycleContext, type: BonusType, rule: string, kind: LeftRule['kind']) {
  const key = `${type}|${rule}`;
  let row = ctx.leftOnTable.get(key);
  if (!row) {
    row = { type, rule, kind, values: new BigInt64Array(ctx.net.size), members: [] };
    ctx.leftOnTable.set(key, row);
  }
  return row;
}

/** Adds a positive value kept from a member by the row's rule. */
export function noteLeft(row: LeftRule, member: number, value: bigint) {
  if (value <= 0n) return;
  if (row.values[member] === 0n) row.members.push(member);
  row.values[member]! += value;
}
