import { randomInt } from 'node:crypto';
import {
  maskEmail,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MS,
  SECURITY_THROTTLE,
  type Locale,
  type ResetByCodeBody,
  type ResetByQuestionsBody,
  type ResetCodeSent,
  type SecurityStatus,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { securityStatus, setPin } from './pin.service.js';
import { checkAnswers } from './question.service.js';
import { mailPinChanged, mailResetCode } from './security-mail.js';
import { countAttempt } from './security-throttle.js';
import {
  deleteResetCode,
  storePin,
  takeResetCodeTry,
  upsertResetCode,
} from './security.repository.js';
import { inTransaction } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** ResetPinbycondition: the member's own answers prove it is them; the lock is lifted too. */
export async function resetPinByQuestions(
  deps: AppDeps,
  auth: MemberContext,
  body: ResetByQuestionsBody,
  locale: Locale,
): Promise<SecurityStatus> {
  await checkAnswers(deps, auth.memberId, body.answers);
  await setPin(deps, auth.memberId, body.pin);
  await mailPinChanged(deps, auth, locale);
  return securityStatus(deps, auth);
}

/** forget: mails a 6-digit code, valid 10 minutes, 5 tries; a new code replaces the old. */
export async function sendResetCode(
  deps: AppDeps,
  auth: MemberContext,
  locale: Locale,
): Promise<ResetCodeSent> {
  if (!auth.email) throw new AppError('noEmailOnFile');
  await countAttempt(deps, 'sendCode', auth.memberId, SECURITY_THROTTLE.sendCode);
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const now = deps.now();
  await upsertResetCode(deps.db, {
    memberId: auth.memberId,
    codeHash: await deps.hasher.hash(code),
    tries: RESET_CODE_MAX_TRIES,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    now,
  });
  await mailResetCode(deps, auth.email, code, locale);
  return { sentTo: maskEmail(auth.email), expiresInSeconds: RESET_CODE_TTL_MS / 1000 };
}

/** reset: the emailed code sets a new PIN; the code is used up with it. */
export async function resetPinByCode(
  deps: AppDeps,
  auth: MemberContext,
  body: ResetByCodeBody,
  locale: Locale,
): Promise<SecurityStatus> {
  await countAttempt(deps, 'resetCode', auth.memberId, SECURITY_THROTTLE.resetCode);
  const attempt = await takeResetCodeTry(deps.db, auth.memberId, deps.now());
  if (!attempt) throw new AppError('resetCodeExpired');
  if (!(await deps.hasher.verify(attempt.code_hash, body.code))) {
    throw new AppError('verificationCodeError', { details: { remaining: attempt.tries_left } });
  }
  const pinHash = deps.pins.hash(auth.memberId, body.pin);
  await inTransaction(deps.db, async (trx) => {
    if (!(await deleteResetCode(trx, auth.memberId, attempt.code_hash))) {
      throw new AppError('resetCodeExpired');
    }
    await storePin(trx, auth.memberId, pinHash, deps.now());
    await mailPinChanged(deps, auth, locale, trx);
  });
  return securityStatus(deps, auth);
}
