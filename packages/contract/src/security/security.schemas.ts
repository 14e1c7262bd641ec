import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { requiredString } from '../common/validation.js';
import {
  PIN_PATTERN,
  RESET_CODE_PATTERN,
  SECURITY_ANSWER_MAX_CHARS,
  SECURITY_QUESTION_COUNT,
  SECURITY_QUESTION_ID_MAX,
} from './security-rules.js';

/** Paths of the Securitysetting, ResetPinbycondition, forget and reset pages (under API_BASE_PATH). */
export const SECURITY_PATHS = {
  status: '/wm/security/status',
  setPin: '/wm/security/pin',
  changePin: '/wm/security/pin/change',
  questionOptions: '/wm/security/questions/options',
  setQuestions: '/wm/security/questions',
  myQuestions: '/wm/security/questions/mine',
  resetByQuestions: '/wm/security/pin/reset/by-questions',
  sendResetCode: '/wm/security/pin/reset/send-code',
  resetByCode: '/wm/security/pin/reset/by-code',
} as const;

/** Longest login password accepted when confirming identity (argon2 input stays small). */
const PASSWORD_MAX_CHARS = 128;

export const pinSchema = textSchema().regex(PIN_PATTERN, {
  error: 'validation.security.pinFormat',
});

const newPinShape = { pin: pinSchema, confirmPin: pinSchema };
const pinsMatch = (b: { pin: string; confirmPin: string }) => b.pin === b.confirmPin;
const PIN_MISMATCH = { path: ['confirmPin'], error: 'validation.security.pinMismatch' };

/** First PIN: 6 digits, confirmation must match (spec "Validation rules"). */
export const setPinBodySchema = z.object(newPinShape).refine(pinsMatch, PIN_MISMATCH);
export type SetPinBody = z.infer<typeof setPinBodySchema>;

export const changePinBodySchema = z
  .object({ oldPin: pinSchema, ...newPinShape })
  .refine(pinsMatch, PIN_MISMATCH);
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

export const questionIdSchema = z
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(SECURITY_QUESTION_ID_MAX, { error: 'validation.tooLarge' });

export const securityAnswerSchema = z.object({
  questionId: questionIdSchema,
  answer: requiredString(SECURITY_ANSWER_MAX_CHARS),
});
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

const distinctQuestions = (answers: SecurityAnswer[]) =>
  new Set(answers.map((a) => a.questionId)).size === answers.length;

/** Exactly three answers to three different questions (spec "Validation rules": questions must differ). */
export const securityAnswersSchema = z
  .array(securityAnswerSchema, { error: 'validation.required' })
  .length(SECURITY_QUESTION_COUNT, { error: 'validation.security.answerCount' })
  .refine(distinctQuestions, { error: 'validation.security.questionsMustDiffer' });

export const setQuestionsBodySchema = z.object({
  answers: securityAnswersSchema,
  /** the login password, to confirm it is the member who changes them */
  password: requiredString(PASSWORD_MAX_CHARS),
});
export type SetQuestionsBody = z.infer<typeof setQuestionsBodySchema>;

export const resetByQuestionsBodySchema = z
  .object({ answers: securityAnswersSchema, ...newPinShape })
  .refine(pinsMatch, PIN_MISMATCH);
export type ResetByQuestionsBody = z.infer<typeof resetByQuestionsBodySchema>;

export const resetByCodeBodySchema = z
  .object({
    code: textSchema()
      .trim()
      .regex(RESET_CODE_PATTERN, { error: 'validation.security.codeFormat' }),
    ...newPinShape,
  })
  .refine(pinsMatch, PIN_MISMATCH);
export type ResetByCodeBody = z.infer<typeof resetByCodeBodySchema>;

export const securityStatusSchema = z.object({
  pinSet: z.boolean(),
  questionsSet: z.boolean(),
  /** ISO 8601 end of a PIN lock after too many wrong PINs; null when PIN use is open */
  lockedUntil: z.string().nullable(),
  /** where a reset code would be mailed, masked; null when no email is on file */
  resetEmail: z.string().nullable(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const securityQuestionSchema = z.object({ questionId: z.number().int(), label: z.string() });
export const securityQuestionListSchema = z.array(securityQuestionSchema);
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

export const resetCodeSentSchema = z.object({
  /** masked address the code went to */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
});
export type ResetCodeSent = z.infer<typeof resetCodeSentSchema>;
