import { z } from 'zod';
import {
  AWARD_CODES,
  MEMBER_TYPE,
  memberStatusSchema,
  memberTypeSchema,
  RANK_CODES,
  rankCodeSchema,
  type RankCode,
} from '../common/domain.js';

/**
 * A member's standing (compensation-plan.md "Members"): rank, paid-as and highest award,
 * activity, this cycle's volumes, carries and sponsored actives per leg. One server service
 * computes it, and every answer that shows standing (member info, the rank card, the trees'
 * cards, the bonus report's cycle, the estimate) carries what it computed, so no two pages
 * can disagree.
 */

/** Award codes as stored: '00' none yet, then the plan's 01 (Rising Star) … 10. */
export const STANDING_AWARD_CODES = ['00', ...AWARD_CODES] as const;
export const standingAwardSchema = z.enum(STANDING_AWARD_CODES);
export type StandingAward = z.infer<typeof standingAwardSchema>;

/** BV as an exact decimal string with two decimals ('313.00'). */
const bv = z.string();

export const memberStandingSchema = z.object({
  memberId: z.number().int(),
  /** the cycle the facts are of: the open one (closed false) or a closed one */
  cycle: z.string(),
  closed: z.boolean(),
  /** ISO 8601: now for the open cycle, the close's time for a closed one */
  at: z.string(),
  memberType: memberTypeSchema,
  status: memberStatusSchema,
  /** the rank held (never goes down; a PC is always regular) */
  rank: rankCodeSchema,
  /** the paid-as award of `paidAsCycle`, the last closed cycle up to `cycle` */
  paidAsAward: standingAwardSchema,
  paidAsCycle: z.string().nullable(),
  highestAward: standingAwardSchema,
  /** status 10 and at least 50 BV of main-platform orders in the 30 days before `at` */
  active: z.boolean(),
  /** main-platform PBV of the 30 days before `at`; null for a closed cycle (not kept) */
  pbv30: bv.nullable(),
  /** max(0, 50 − pbv30), 50 when the status is not 10; null for a closed cycle */
  mustRebuyBV4Active: bv.nullable(),
  /** marketplace BV of the 30 days before `at`: counts only for the world plan bonus */
  marketplaceBv30: bv.nullable(),
  /** this cycle's own main-platform BV */
  pbv: bv,
  leftBv: bv,
  rightBv: bv,
  leftCount: z.number().int(),
  rightCount: z.number().int(),
  /** carried into this cycle (open) or out of it (closed); 0.00 before a first close */
  carryLeft: bv,
  carryRight: bv,
  sponsoredActiveLeft: z.number().int(),
  sponsoredActiveRight: z.number().int(),
  /** when the leg volumes were counted: the last refresh (open cycle) or the close */
  legsAt: z.string().nullable(),
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;

/** A PC earns no bonus and stays regular whatever its row holds (compensation plan). */
export function heldRank(memberType: string, rankCode: string): RankCode {
  if (memberType === MEMBER_TYPE.preferredCustomer) return '0';
  return (RANK_CODES as readonly string[]).includes(rankCode) ? (rankCode as RankCode) : '0';
}

/** An award code as stored (null, '', '00' … '10') → the standing's code, '00' for none. */
export function standingAward(code: string | null | undefined): StandingAward {
  return (STANDING_AWARD_CODES as readonly string[]).includes(code ?? '')
    ? (code as StandingAward)
    : '00';
}

/** Position of an award in the plan's ladder: 0 none, 1 Rising Star … 10 Crown Diamond. */
export function awardLevel(code: string): number {
  return Math.max(0, (STANDING_AWARD_CODES as readonly string[]).indexOf(code));
}

/** Translation key (namespace member) of an award's name, '00' included ("None yet"). */
export const standingAwardKey = (code: string) => `member.award.${standingAward(code)}`;
