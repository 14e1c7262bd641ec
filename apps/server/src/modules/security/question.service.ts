import {
  normalizeAnswer,
  SECURITY_THROTTLE,
  type FieldError,
  type Locale,
  type SecurityAnswer,
  type SecurityQuestion,
  type SecurityStatus,
  type SetQuestionsBody,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { securityStatus } from './pin.service.js';
import { countAttempt } from './security-throttle.js';
import {
  findChosenAnswers,
  findMemberContact,
  listActiveQuestions,
  replaceAnswers,
} from './security.repository.js';
import { inTransaction } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** The questions a member may choose from, in their language. */
export async function questionOptions(deps: DbDeps, locale: Locale): Promise<SecurityQuestion[]> {
  const rows = await listActiveQuestions(deps.db);
  return rows.map((q) => ({ questionId: q.id, label: translate(locale, q.label_key) }));
}

/** The member's chosen questions (never the answers), e.g. for the reset page. */
export async function myQuestions(
  deps: DbDeps,
  auth: MemberContext,
  locale: Locale,
): Promise<SecurityQuestion[]> {
  const rows = await findChosenAnswers(deps.db, auth.memberId);
  return rows.map((q) => ({ questionId: q.question_id, label: translate(locale, q.label_key) }));
}

async function assertKnownQuestions(deps: DbDeps, answers: SecurityAnswer[]) {
  const known = new Set((await listActiveQuestions(deps.db)).map((q) => q.id));
  const fields: FieldError[] = answers.flatMap((a, i) =>
    known.has(a.questionId)
      ? []
      : [{ path: `body.answers.${i}.questionId`, key: 'validation.security.unknownQuestion' }],
  );
  if (fields.length) throw new AppError('validation', { fields });
}

/**
 * Chooses (or re-chooses) three questions. The login password confirms it is the member,
 * since the answers can later reset the PIN. Answers are kept only as argon2id hashes.
 */
export async function chooseQuestions(
  deps: AppDeps,
  auth: MemberContext,
  body: SetQuestionsBody,
): Promise<SecurityStatus> {
  await assertKnownQuestions(deps, body.answers);
  await countAttempt(deps, 'password', auth.memberId, SECURITY_THROTTLE.password);
  const member = await findMemberContact(deps.db, auth.memberId);
  if (!member || !(await deps.hasher.verify(member.password_hash, body.password))) {
    throw new AppError('passwordIncorrect');
  }
  const hashed = await Promise.all(
    body.answers.map(async (a) => ({
      questionId: a.questionId,
      answerHash: await deps.hasher.hash(normalizeAnswer(a.answer)),
    })),
  );
  await inTransaction(deps.db, (trx) => replaceAnswers(trx, auth.memberId, hashed, deps.now()));
  return securityStatus(deps, auth);
}

/**
 * Checks answers to the member's own questions. Every answer is checked, so the time
 * taken does not tell which one was wrong; a missing or wrong one fails them all.
 */
export async function checkAnswers(
  deps: AppDeps,
  memberId: number,
  answers: SecurityAnswer[],
): Promise<void> {
  const chosen = await findChosenAnswers(deps.db, memberId);
  if (chosen.length === 0) throw new AppError('securityQuestionsNotSet');
  await countAttempt(deps, 'answers', memberId, SECURITY_THROTTLE.answers);
  const given = new Map(answers.map((a) => [a.questionId, normalizeAnswer(a.answer)]));
  const results = await Promise.all(
    chosen.map((q) => {
      const answer = given.get(q.question_id);
      return answer === undefined ? false : deps.hasher.verify(q.answer_hash, answer);
    }),
  );
  if (!results.every(Boolean)) throw new AppError('securityAnswerIncorrect');
}
