import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { API_BASE_PATH } from '../common/constants.js';
import {
  AWARD_CODES,
  genderSchema,
  memberStatusSchema,
  memberTypeSchema,
  rankCodeSchema,
} from '../common/domain.js';
import { emailSchema, positiveId } from '../common/validation.js';

/** Paths of the member calls of spec "The calls the product makes" (under API_BASE_PATH). */
export const MEMBER_PATHS = {
  currentUserInfo: '/bo/userInfo/currentUserInfo',
  currentInfo: '/mm/member/current/info',
  currentStatus: '/mm/member/current/status',
  memberInfo: '/mm/member/info/:id',
  sysUser: '/sys/user/:id',
  genders: '/ewallet/gender',
  grade: '/mm/member/qry/bv/Grade',
  validateEmail: '/mm/PersonalProfile/validateEmail',
  avatar: '/sys/avatar/:seed',
} as const;

/** Member ids are PostgreSQL integers; a larger id is a bad request, not a lookup. */
export const MAX_MEMBER_ID = 2_147_483_647;

/** Plain decimal only (common/validation.ts): coercion would take '1e3', '0x10' or ' 7'. */
export const memberIdSchema = positiveId(MAX_MEMBER_ID);
export const memberIdParamsSchema = z.object({ id: memberIdSchema });

export const currentStatusSchema = z.object({ status: memberStatusSchema });
export type CurrentStatus = z.infer<typeof currentStatusSchema>;

export const genderOptionSchema = z.object({ value: genderSchema, label: z.string() });
export const genderOptionsSchema = z.array(genderOptionSchema);
export type GenderOption = z.infer<typeof genderOptionSchema>;

export const highestAwardSchema = z.enum(AWARD_CODES);
export type AwardCode = z.infer<typeof highestAwardSchema>;

/** Rank and award of the logged-in member (`/mm/member/qry/bv/Grade`). */
export const memberGradeSchema = z.object({
  rankCode: rankCodeSchema,
  rankName: z.string(),
  memberType: memberTypeSchema,
  /** best award ever reached, null when none yet */
  highestAward: highestAwardSchema.nullable(),
  highestAwardName: z.string().nullable(),
  /** BV still missing to be active (compensation plan) */
  mustRebuyBV4Active: z.number(),
});
export type MemberGrade = z.infer<typeof memberGradeSchema>;

/** `email` may come in the body or in the query string (the legacy client sends params). */
export const validateEmailBodySchema = z.object({ email: emailSchema.optional() }).nullish();
export const validateEmailQuerySchema = z.object({ email: emailSchema.optional() });
export const emailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

/** Avatar images are public, generated from an opaque seed, and never change. */
export const AVATAR_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const avatarParamsSchema = z.object({
  seed: textSchema().regex(AVATAR_SEED_PATTERN, { error: 'validation.format' }),
});
export const AVATAR_CACHE_SECONDS = 365 * 24 * 60 * 60;
export const AVATAR_CONTENT_TYPE = 'image/svg+xml';

export function avatarUrl(seed: string | number): string {
  return `${API_BASE_PATH}${MEMBER_PATHS.avatar.replace(':seed', String(seed))}`;
}
