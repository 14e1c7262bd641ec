import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  avatarParamsSchema,
  currentStatusSchema,
  emailAvailabilitySchema,
  genderOptionsSchema,
  MEMBER_PATHS,
  memberGradeSchema,
  memberIdParamsSchema,
  validateEmailBodySchema,
  validateEmailQuerySchema,
} from './member.schemas.js';
import { memberDetailSchema, memberInfoSchema } from './member-info.js';

const tags = ['member'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;

/** The signed-in member and the members of their network (spec "The calls the product makes"). */
export const MEMBER_CALLS = {
  currentUserInfo: defineCall({
    ...SELF,
    method: 'GET',
    path: MEMBER_PATHS.currentUserInfo,
    response: memberInfoSchema,
    summary: 'The signed-in member (as after login)',
  }),
  currentInfo: defineCall({
    ...SELF,
    method: 'GET',
    path: MEMBER_PATHS.currentInfo,
    response: memberInfoSchema,
    summary: 'The signed-in member (member-module path)',
  }),
  currentStatus: defineCall({
    ...SELF,
    method: 'GET',
    path: MEMBER_PATHS.currentStatus,
    response: currentStatusSchema,
    summary: "The signed-in member's status, re-read on focus",
  }),
  memberInfo: defineCall({
    access: 'member',
    record: 'member',
    tags,
    method: 'GET',
    path: MEMBER_PATHS.memberInfo,
    params: memberIdParamsSchema,
    response: memberDetailSchema,
    summary: "A member of the signed-in member's network",
  }),
  sysUser: defineCall({
    access: 'member',
    record: 'member',
    tags,
    method: 'GET',
    path: MEMBER_PATHS.sysUser,
    params: memberIdParamsSchema,
    response: memberDetailSchema,
    summary: "The signed-in member's own account, by id",
  }),
  genders: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: MEMBER_PATHS.genders,
    response: genderOptionsSchema,
    summary: 'Gender options in the member language',
  }),
  grade: defineCall({
    ...SELF,
    method: 'GET',
    path: MEMBER_PATHS.grade,
    response: memberGradeSchema,
    summary: "The signed-in member's rank and highest award",
  }),
  validateEmail: defineCall({
    ...SELF,
    method: 'POST',
    path: MEMBER_PATHS.validateEmail,
    body: validateEmailBodySchema,
    query: validateEmailQuerySchema,
    response: emailAvailabilitySchema,
    summary: 'Whether an email address is free for the signed-in member',
  }),
  // an image, not an envelope: public so <img> tags load it without the token header
  avatar: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'GET',
    path: MEMBER_PATHS.avatar,
    params: avatarParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'A generated avatar image (SVG) for a seed',
  }),
} as const;
