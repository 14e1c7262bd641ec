import { GENDER, MEMBER_STATUS, MEMBER_TYPE, RANK_CODES, type RankCode } from '../common/domain.js';
import type { AwardCode } from './member.schemas.js';

/** The order genders are offered in (spec "Entities and their fields" lists them so): male, female, unknown. */
export const GENDER_ORDER = [GENDER.male, GENDER.female, GENDER.unknown] as const;
export type GenderValue = (typeof GENDER_ORDER)[number];

const GENDER_NAME: Record<GenderValue, string> = {
  [GENDER.male]: 'male',
  [GENDER.female]: 'female',
  [GENDER.unknown]: 'unknown',
};

/** Translation keys (namespace member) of the names shown for codes. */
export const genderLabelKey = (gender: GenderValue) => `member.gender.${GENDER_NAME[gender]}`;
export const rankNameKey = (rank: RankCode) => `member.rank.${rank}`;
export const awardNameKey = (award: AwardCode) => `member.award.${award}`;

/** A preferred customer buys at member prices but earns nothing and may not upgrade. */
export function isPreferredCustomer(memberType: string): boolean {
  return memberType === MEMBER_TYPE.preferredCustomer;
}

/** Status 30 blocks actions ('Member status is inactive.'); 20 blocks login. */
export function isBlockedStatus(status: number): boolean {
  return status === MEMBER_STATUS.inactive || status === MEMBER_STATUS.frozen;
}

/** Position of a rank in the ladder regular < VIP < silver < gold < platinum < diamond. */
export function rankLevel(rank: RankCode): number {
  return RANK_CODES.indexOf(rank);
}

export function isRankAtLeast(rank: RankCode, minimum: RankCode): boolean {
  return rankLevel(rank) >= rankLevel(minimum);
}
