/** PIN and security-question rules (spec "Validation rules" Security); the one place these numbers live. */
export const PIN_LENGTH = 6;
export const PIN_PATTERN = /^\d{6}$/;
/** Five wrong PINs in a row lock PIN use for 15 minutes. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 15 * 60_000;

/** A member chooses this many different questions. */
export const SECURITY_QUESTION_COUNT = 3;
export const SECURITY_ANSWER_MAX_CHARS = 100;
/** Question ids are PostgreSQL smallints. */
export const SECURITY_QUESTION_ID_MAX = 32_767;

/** The emailed PIN-reset code: 6 digits, valid 10 minutes, 5 tries. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_PATTERN = /^\d{6}$/;
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_TRIES = 5;

/** Attempt windows against guessing answers, codes and the login password, per member. */
export const SECURITY_THROTTLE = {
  answers: { max: 5, windowMs: 15 * 60_000 },
  password: { max: 5, windowMs: 15 * 60_000 },
  resetCode: { max: 10, windowMs: 15 * 60_000 },
  sendCode: { max: 3, windowMs: 10 * 60_000 },
} as const;

/**
 * Answers are compared after trimming, collapsing inner spaces and lower-casing, so
 * "  New   York" and "new york" are the same answer.
 */
export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Translation key of a security question's text. */
export function securityQuestionKey(questionId: number): string {
  return `security.question.${questionId}`;
}

/** 'jane.doe@example.com' → 'j•••e@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local[0]}•••${local.at(-1)}`;
  return `${local.length <= 2 ? `${shown}•••` : shown}${email.slice(at)}`;
}
