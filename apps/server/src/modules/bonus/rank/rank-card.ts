import type { RankRequirement } from '@portal/contract';
import { AWARD_CODES, RANK_CODES, type PlanSettings } from '../engine/index.js';

/** A member's tree facts in a cycle, as the estimate stored them (hundredths of BV). */
export interface RankFacts {
  rankCode: string;
  active: boolean;
  paidAsAward: string;
  leftBvH: bigint;
  rightBvH: bigint;
  sponsoredLeft: number;
  sponsoredRight: number;
}

export const NO_FACTS: RankFacts = {
  rankCode: '0',
  active: false,
  paidAsAward: '00',
  leftBvH: 0n,
  rightBvH: 0n,
  sponsoredLeft: 0,
  sponsoredRight: 0,
};

/** Hundredths of BV as a decimal string with two decimals ("-" sign kept). */
export function bvText(h: bigint): string {
  const sign = h < 0n ? '-' : '';
  const a = h < 0n ? -h : h;
  return `${sign}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
}

const max0 = (v: bigint) => (v > 0n ? v : 0n);

/** max(0, 50 BV − the PBV of the last 30 days), as the number spec 3 names it. */
export function mustRebuyBv(pbv30H: bigint, plan: PlanSettings): number {
  return Number(max0(plan.activeMinBvH - pbv30H)) / 100;
}

/**
 * The next award above the paid-as one, and each of its requirements with the gap: the plan's
 * award needs the member binary qualified (active, rank VIP or higher, a sponsored active
 * distributor in each leg), the weaker leg's volume of the cycle (so each leg, no carry) and a
 * number of sponsored active distributors in each leg. Null at the top award.
 */
export function nextAwardRequirements(
  f: RankFacts,
  plan: PlanSettings,
): { nextAward: string | null; requirements: RankRequirement[] } {
  const paidAs = Math.max(0, AWARD_CODES.indexOf(f.paidAsAward));
  const next = paidAs + 1;
  const award = plan.awards[next];
  if (!award) return { nextAward: null, requirements: [] };
  const rank = Math.max(0, RANK_CODES.indexOf(f.rankCode as (typeof RANK_CODES)[number]));
  const perLeg = Math.max(1, award.perLeg);
  const leg = (side: 'L' | 'R', bvH: bigint, sponsored: number): RankRequirement[] => [
    {
      key: 'weakLegBv',
      leg: side,
      required: bvText(award.weakLegBvH),
      actual: bvText(bvH),
      gap: bvText(max0(award.weakLegBvH - bvH)),
      met: bvH >= award.weakLegBvH,
    },
    {
      key: 'sponsoredActive',
      leg: side,
      required: String(perLeg),
      actual: String(sponsored),
      gap: String(Math.max(0, perLeg - sponsored)),
      met: sponsored >= perLeg,
    },
  ];
  return {
    nextAward: AWARD_CODES[next] ?? null,
    requirements: [
      {
        key: 'active',
        leg: null,
        required: '1',
        actual: f.active ? '1' : '0',
        gap: f.active ? '0' : '1',
        met: f.active,
      },
      {
        key: 'rank',
        leg: null,
        required: RANK_CODES[1],
        actual: f.rankCode,
        gap: String(Math.max(0, 1 - rank)),
        met: rank >= 1,
      },
      ...leg('L', f.leftBvH, f.sponsoredLeft),
      ...leg('R', f.rightBvH, f.sponsoredRight),
    ],
  };
}
