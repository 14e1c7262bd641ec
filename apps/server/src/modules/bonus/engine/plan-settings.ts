import { DEFAULT_UNILEVEL_OPEN } from '../../../lib/unilevel-levels-open.js';

/**
 * The plan's figures (docs/compensation-engine.md, the shared compensation plan). Each is a
 * per-company setting whose default is the plan's value; the engine reads only this object,
 * and every bonus line names its `version`. Volumes are in hundredths of BV, rates in basis
 * points (1% = 100), fixed amounts in whole BV value. Ranks are indexed 0 (regular) to 5
 * (diamond), awards 0 (none) to 10 (Crown Diamond Ambassador).
 */
export interface PlanSettings {
  version: string;
  activeMinBvH: bigint;
  activeWindowDays: number;
  /** cumulative package BV (hundredths) for ranks 1..5; index 0 is regular */
  rankBvH: readonly bigint[];
  /** weaker-leg BV (hundredths) and sponsored active per leg for awards 1..10 */
  awards: readonly { weakLegBvH: bigint; perLeg: number }[];
  paidAsCycles: number;
  sponsorRateBp: bigint;
  /** by rank 1..5 */
  teamRateBp: readonly bigint[];
  teamCapBv: readonly bigint[];
  carryCapBvH: bigint;
  /** by rank 0..5 (regular earns nothing) */
  groupRateBp: readonly bigint[];
  unilevelSplitBvH: bigint;
  unilevelLowBp: readonly bigint[];
  unilevelHighBp: readonly bigint[];
  /** levels open by rank 0..5 */
  unilevelOpen: readonly number[];
  generationalMinAward: number;
  generationalRateBp: readonly bigint[];
  /** generations open by paid-as award 0..10 */
  generationalOpen: readonly number[];
  lifestylePoolBp: bigint;
  /** shares by paid-as award 0..10 */
  lifestyleShares: readonly bigint[];
  crownPoolBp: bigint;
  crownAward: number;
  /** fixed amount (BV value) by paid-as award 0..10; 0 = none */
  driveBv: readonly bigint[];
  driveMinAward: number;
  driveCycles: number;
  worldPlanRateBp: bigint;
}

const bv = (value: number) => BigInt(Math.round(value * 100));
const pct = (value: number) => BigInt(Math.round(value * 100));

export const DEFAULT_PLAN: PlanSettings = {
  version: 'plan-2026.1',
  activeMinBvH: bv(50),
  activeWindowDays: 30,
  rankBvH: [0n, bv(100), bv(300), bv(600), bv(1200), bv(2400)],
  awards: [
    { weakLegBvH: 0n, perLeg: 0 },
    { weakLegBvH: bv(300), perLeg: 1 },
    { weakLegBvH: bv(1000), perLeg: 1 },
    { weakLegBvH: bv(2500), perLeg: 2 },
    { weakLegBvH: bv(5000), perLeg: 2 },
    { weakLegBvH: bv(10000), perLeg: 3 },
    { weakLegBvH: bv(20000), perLeg: 3 },
    { weakLegBvH: bv(40000), perLeg: 4 },
    { weakLegBvH: bv(80000), perLeg: 4 },
    { weakLegBvH: bv(160000), perLeg: 5 },
    { weakLegBvH: bv(320000), perLeg: 5 },
  ],
  paidAsCycles: 4,
  sponsorRateBp: pct(20),
  teamRateBp: [0n, pct(8), pct(10), pct(12), pct(14), pct(15)],
  teamCapBv: [0n, 500n, 1000n, 2500n, 5000n, 10000n],
  carryCapBvH: bv(50000),
  groupRateBp: [0n, pct(2), pct(4), pct(6), pct(8), pct(10)],
  unilevelSplitBvH: bv(100),
  unilevelLowBp: [pct(10), pct(5), pct(5), pct(3), pct(2)],
  unilevelHighBp: [pct(5), pct(3), pct(3), pct(2), pct(2)],
  // below the modules: the organization's sponsor generations read it too
  unilevelOpen: DEFAULT_UNILEVEL_OPEN,
  generationalMinAward: 4,
  generationalRateBp: [pct(10), pct(5), pct(5), pct(3), pct(2)],
  generationalOpen: [0, 0, 0, 0, 1, 2, 3, 4, 5, 5, 5],
  lifestylePoolBp: pct(2),
  lifestyleShares: [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 1n, 2n, 3n],
  crownPoolBp: pct(1),
  crownAward: 10,
  driveBv: [0n, 0n, 0n, 0n, 0n, 0n, 100n, 150n, 250n, 400n, 600n],
  driveMinAward: 6,
  driveCycles: 4,
  worldPlanRateBp: pct(10),
};

/** Spec codes of ranks and awards, for trails and reports. */
export const RANK_CODES = ['0', '05', '10', '20', '30', '40'] as const;
export const AWARD_CODES = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];

/** The nine bonus types, spelled as the plan's keys. */
export const BONUS_TYPES = [
  'bonus',
  'team',
  'group',
  'unilevel',
  'generational leadership',
  'lifestyle global',
  'crown diamond ambassador global',
  'drive',
  'world plan bonus',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
