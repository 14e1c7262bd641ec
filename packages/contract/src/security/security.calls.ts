import { defineCall } from '../common/define-call.js';
import {
  changePinBodySchema,
  resetByCodeBodySchema,
  resetByQuestionsBodySchema,
  resetCodeSentSchema,
  SECURITY_PATHS,
  securityQuestionListSchema,
  securityStatusSchema,
  setPinBodySchema,
  setQuestionsBodySchema,
} from './security.schemas.js';

const SELF = { access: 'member', record: 'self', tags: ['security'] } as const;

/** The member's PIN and security questions (spec "Main mode"); all on the signed-in member's own data. */
export const SECURITY_CALLS = {
  status: defineCall({
    ...SELF,
    method: 'GET',
    path: SECURITY_PATHS.status,
    response: securityStatusSchema,
    summary: 'Whether the member has a PIN and security questions, and any lock',
  }),
  setPin: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.setPin,
    body: setPinBodySchema,
    response: securityStatusSchema,
    summary: 'Sets the first PIN',
  }),
  changePin: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.changePin,
    body: changePinBodySchema,
    response: securityStatusSchema,
    summary: 'Changes the PIN with the current one',
  }),
  questionOptions: defineCall({
    access: 'member',
    record: 'none',
    tags: SELF.tags,
    method: 'GET',
    path: SECURITY_PATHS.questionOptions,
    response: securityQuestionListSchema,
    summary: 'The security questions a member may choose from',
  }),
  setQuestions: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.setQuestions,
    body: setQuestionsBodySchema,
    response: securityStatusSchema,
    summary: 'Chooses the security questions and answers',
  }),
  myQuestions: defineCall({
    ...SELF,
    method: 'GET',
    path: SECURITY_PATHS.myQuestions,
    response: securityQuestionListSchema,
    summary: "The member's chosen security questions",
  }),
  resetByQuestions: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.resetByQuestions,
    body: resetByQuestionsBodySchema,
    response: securityStatusSchema,
    summary: 'Resets the PIN by answering the security questions',
  }),
  sendResetCode: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.sendResetCode,
    response: resetCodeSentSchema,
    summary: 'Mails a PIN reset code',
  }),
  resetByCode: defineCall({
    ...SELF,
    method: 'POST',
    path: SECURITY_PATHS.resetByCode,
    body: resetByCodeBodySchema,
    response: securityStatusSchema,
    summary: 'Resets the PIN with the mailed code',
  }),
} as const;
