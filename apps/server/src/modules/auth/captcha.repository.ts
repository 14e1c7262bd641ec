import type { Db } from '../../db/client.js';

export async function insertCaptcha(
  db: Db,
  row: { uuid: string; answerHash: string; expiresAt: Date },
) {
  await db
    .insertInto('captcha')
    .values({ uuid: row.uuid, answer_hash: row.answerHash, expires_at: row.expiresAt })
    .execute();
}

/** Used and expired captchas are worthless; they are cleared as new ones are made. */
export async function deleteStaleCaptchas(db: Db, now: Date) {
  await db
    .deleteFrom('captcha')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

/**
 * Uses a captcha up, right or wrong: one statement, so two requests cannot both use it.
 * Returns its answer hash, or undefined when it is unknown, used or expired.
 */
export async function consumeCaptcha(db: Db, uuid: string, now: Date) {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}
