import { z } from 'zod';
import {
  companyCodeSchema,
  genderSchema,
  memberStatusSchema,
  memberTypeSchema,
  rankCodeSchema,
} from '../common/domain.js';

/**
 * Member info of spec "Entities and their fields": what login, silent login and the member-info calls answer, and
 * what the web app keeps in its cookies.
 */
export const memberInfoSchema = z.object({
  memberId: z.number().int(),
  loginName: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyCode: companyCodeSchema,
  memberType: memberTypeSchema,
  /** '' when the member has no avatar */
  avatarImgUrl: z.string(),
  status: memberStatusSchema,
  rankCode: rankCodeSchema,
  email: z.string().nullable(),
  /** shows the world-plan (marketplace) portal switch */
  isWorldPlan: z.boolean(),
  isFirstSetup: z.boolean(),
  isInitSet: z.boolean(),
  isNeedPwdPopup: z.boolean(),
  /** BV still missing to be active (compensation plan); starts at 0 */
  mustRebuyBV4Active: z.number(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Fuller profile of one member, for `mm/member/info/{id}` and the profile pages. */
export const memberDetailSchema = memberInfoSchema.extend({
  gender: genderSchema,
  mobileCode: z.string().nullable(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  sponsorId: z.number().int().nullable(),
  placementId: z.number().int().nullable(),
  placementSide: z.enum(['L', 'R']).nullable(),
  /** 'YYYY-MM-DD', null when not given */
  birthDate: z.string().nullable(),
  /** ISO 8601 time the member joined */
  joinedAt: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
