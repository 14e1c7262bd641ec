import type { Db } from '../../db/client.js';

export function insertOutboxMail(db: Db, mail: { to: string; subject: string; text: string }) {
  return db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function markMailSent(db: Db, id: bigint, at: Date) {
  await db.updateTable('mail_outbox').set({ sent_at: at }).where('id', '=', id).execute();
}

export async function markMailFailed(db: Db, id: bigint, error: string) {
  await db
    .updateTable('mail_outbox')
    .set({ error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Newest mails to an address first; operators and tests read the outbox through this. */
export function listOutboxFor(db: Db, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
}
