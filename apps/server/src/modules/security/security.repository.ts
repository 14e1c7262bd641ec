import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { PinCheck } from '../../lib/pin-hash.js';

export function findMemberSecurity(db: Db, memberId: number) {
  return db
    .selectFrom('member_security')
    .select(['pin_hash', 'pin_failed_count', 'pin_locked_until', 'questions_set_at'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * The PIN row as a query another module's read may embed (no lock): what `verifyPinSeen`
 * needs to accept a right PIN without a round trip of its own.
 */
export function pinStateQuery(db: Db, memberId: number) {
  return db
    .selectFrom('member_security')
    .select(['pin_hash', 'pin_failed_count', 'pin_locked_until'])
    .where('member_id', '=', memberId);
}

/** The login password hash and email of a member, to confirm identity and mail codes. */
export function findMemberContact(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['login_name', 'email', 'password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Sets the first PIN only when none is set yet (atomic); false when one already was. */
export async function insertPinIfUnset(db: Db, memberId: number, hash: string, now: Date) {
  const row = await db
    .insertInto('member_security')
    .values({ member_id: memberId, pin_hash: hash, pin_set_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ pin_hash: hash, pin_set_at: now, pin_failed_count: 0, updated_at: now })
        .where('member_security.pin_hash', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the PIN and lifts any lock. */
export async function storePin(db: Db, memberId: number, hash: string, now: Date) {
  const fresh = { pin_hash: hash, pin_set_at: now, pin_failed_count: 0, updated_at: now };
  await db
    .insertInto('member_security')
    .values({ member_id: memberId, ...fresh })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...fresh, pin_locked_until: null }))
    .execute();
}

export type PinJudgement =
  | { state: 'notSet' }
  | { state: 'locked'; until: Date }
  | { state: 'right' }
  | { state: 'wrong'; failures: number; lockedUntil: Date | null };

/**
 * Judges one PIN attempt with the member's PIN row locked (`FOR UPDATE`): concurrent
 * attempts queue on the row and each sees every failure counted before it, so at most
 * `maxFailures` wrong PINs are judged per lock window however many arrive at once, a right
 * PIN sent after the lock is refused, and concurrent right PINs never lock anyone. The
 * failure that reaches `maxFailures` sets the lock and starts a fresh count; a right PIN
 * clears the count. `judge` compares the PIN with the stored hash; a right PIN it re-keyed
 * (an old pepper, or argon2id from before peppers) is stored re-keyed under the same lock.
 */
export function judgePinAttempt(
  db: Db,
  memberId: number,
  judge: (hash: string) => Promise<PinCheck>,
  opts: { maxFailures: number; lockedUntil: Date; now: Date },
): Promise<PinJudgement> {
  return inTransaction(db, async (trx): Promise<PinJudgement> => {
    const row = await trx
      .selectFrom('member_security')
      .select(['pin_hash', 'pin_failed_count', 'pin_locked_until'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.pin_hash) return { state: 'notSet' };
    if (row.pin_locked_until && row.pin_locked_until > opts.now) {
      return { state: 'locked', until: row.pin_locked_until };
    }
    const update = trx.updateTable('member_security').where('member_id', '=', memberId);
    const check = await judge(row.pin_hash);
    if (check.right) {
      if (row.pin_failed_count > 0 || row.pin_locked_until || check.rekeyed) {
        await update
          .set({
            pin_failed_count: 0,
            pin_locked_until: null,
            updated_at: opts.now,
            ...(check.rekeyed ? { pin_hash: check.rekeyed } : {}),
          })
          .execute();
      }
      return { state: 'right' };
    }
    const failures = row.pin_failed_count + 1;
    const lockedUntil = failures >= opts.maxFailures ? opts.lockedUntil : null;
    await update
      .set({
        pin_failed_count: lockedUntil ? 0 : failures,
        pin_locked_until: lockedUntil,
        updated_at: opts.now,
      })
      .execute();
    return { state: 'wrong', failures, lockedUntil };
  });
}

export function listActiveQuestions(db: Db) {
  return db
    .selectFrom('security_question')
    .select(['id', 'label_key'])
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The member's chosen questions in the order they chose them, with their answer hashes. */
export function findChosenAnswers(db: Db, memberId: number) {
  return db
    .selectFrom('member_security_answer as a')
    .innerJoin('security_question as q', 'q.id', 'a.question_id')
    .select(['a.question_id', 'a.answer_hash', 'q.label_key'])
    .where('a.member_id', '=', memberId)
    .orderBy('a.position')
    .execute();
}

/** Swaps the whole set of answers at once (caller runs it in a transaction). */
export async function replaceAnswers(
  db: Db,
  memberId: number,
  answers: { questionId: number; answerHash: string }[],
  now: Date,
) {
  await db.deleteFrom('member_security_answer').where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_security_answer')
    .values(
      answers.map((a, i) => ({
        member_id: memberId,
        position: i + 1,
        question_id: a.questionId,
        answer_hash: a.answerHash,
        created_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('member_security')
    .values({ member_id: memberId, questions_set_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ questions_set_at: now, updated_at: now }),
    )
    .execute();
}

export function upsertResetCode(
  db: Db,
  row: { memberId: number; codeHash: string; tries: number; expiresAt: Date; now: Date },
) {
  const values = {
    code_hash: row.codeHash,
    tries_left: row.tries,
    expires_at: row.expiresAt,
    created_at: row.now,
  };
  return db
    .insertInto('pin_reset_code')
    .values({ member_id: row.memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/**
 * Takes one try of a live code before it is checked, so parallel guesses cannot exceed
 * the tries; undefined when there is no live code with tries left.
 */
export function takeResetCodeTry(db: Db, memberId: number, now: Date) {
  return db
    .updateTable('pin_reset_code')
    .set({ tries_left: sql`tries_left - 1` })
    .where('member_id', '=', memberId)
    .where('tries_left', '>', 0)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'tries_left'])
    .executeTakeFirst();
}

/** Deletes the code that was checked; false when a newer code replaced it meanwhile. */
export async function deleteResetCode(db: Db, memberId: number, codeHash: string) {
  const result = await db
    .deleteFrom('pin_reset_code')
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
