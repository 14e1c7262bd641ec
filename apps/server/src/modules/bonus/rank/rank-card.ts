import {
  awardLevel,
  rankLevel,
  RANK,
  STANDING_AWARD_CODES,
  type MemberStanding,
  type RankRequirement,
} from '@portal/contract';
import { parseBvHundredths, type PlanSettings } from '../engine/index.js';

/** What the next award is measured on: the standing's facts (BV in hundredths). */
export interface RankFacts {
  rankCode: MemberStanding['rank'];
  active: boolean;
  paidAsAward: string;
  /** main-platform PBV of the 30 days before now, and what is missing to be active */
  pbv30H: bigint;
  missingH: bigint;
  leftBvH: bigint;
  rightBvH: bigint;
  sponsoredLeft: number;
  sponsoredRight: number;
}

export const NO_FACTS: RankFacts = {
  rankCode: '0',
  active: false,
  paidAsAward: '00',
  pbv30H: 0n,
  missingH: 5_000n,
  leftBvH: 0n,
  rightBvH: 0n,
  sponsoredLeft: 0,
  sponsoredRight: 0,
};

/** Hundredths of BV from the standing's decimal string ('313.00' → 31300n). */
const hundredths = (text: string | null) => parseBvHundredths(text ?? '0') ?? 0n;

/** The facts of a standing (now) the requirements are measured on. */
export function rankFactsOf(s: MemberStanding): RankFacts {
  return {
    rankCode: s.rank,
    active: s.active,
    paidAsAward: s.paidAsAward,
    pbv30H: hundredths(s.pbv30),
    missingH: hundredths(s.mustRebuyBV4Active),
    leftBvH: hundredths(s.leftBv),
    rightBvH: hundredths(s.rightBv),
    sponsoredLeft: s.sponsoredActiveLeft,
    sponsoredRight: s.sponsoredActiveRight,
  };
}

/** Hundredths of BV as a decimal string with two decimals ("-" sign kept). */
export function bvText(h: bigint): string {
  const sign = h < 0n ? '-' : '';
  const a = h < 0n ? -h : h;
  return `${sign}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
}

const max0 = (v: bigint) => (v > 0n ? v : 0n);

/**
 * The next award above the paid-as one, and each of its requirements with the gap, each in
 * its unit: the plan's award needs the member active (50 BV in 30 days: the gap is the BV
 * still missing), rank VIP or higher (the gap in rank levels of the ladder, not a difference
 * of codes), the cycle's volume of each leg (no carry) and a number of sponsored active
 * distributors in each leg. Null at the top award.
 */
export function nextAwardRequirements(
  f: RankFacts,
  plan: PlanSettings,
): { nextAward: string | null; requirements: RankRequirement[] } {
  const next = awardLevel(f.paidAsAward) + 1;
  const award = plan.awards[next];
  const code = STANDING_AWARD_CODES[next];
  if (!award || !code) return { nextAward: null, requirements: [] };
  const rankGap = Math.max(0, rankLevel(RANK.vip) - rankLevel(f.rankCode));
  const perLeg = Math.max(1, award.perLeg);
  const leg = (side: 'L' | 'R', bvH: bigint, sponsored: number): RankRequirement[] => [
    {
      key: 'weakLegBv',
      leg: side,
      unit: 'bv',
      required: bvText(award.weakLegBvH),
      actual: bvText(bvH),
      gap: bvText(max0(award.weakLegBvH - bvH)),
      met: bvH >= award.weakLegBvH,
    },
    {
      key: 'sponsoredActive',
      leg: side,
      unit: 'members',
      required: String(perLeg),
      actual: String(sponsored),
      gap: String(Math.max(0, perLeg - sponsored)),
      met: sponsored >= perLeg,
    },
  ];
  return {
    nextAward: code,
    requirements: [
      {
        key: 'active',
        leg: null,
        unit: 'bv',
        required: bvText(plan.activeMinBvH),
        actual: bvText(f.pbv30H),
        gap: bvText(f.active ? 0n : f.missingH),
        met: f.active,
      },
      {
        key: 'rank',
        leg: null,
        unit: 'rank',
        required: RANK.vip,
        actual: f.rankCode,
        gap: String(rankGap),
        met: rankGap === 0,
      },
      ...leg('L', f.leftBvH, f.sponsoredLeft),
      ...leg('R', f.rightBvH, f.sponsoredRight),
    ],
  };
}
