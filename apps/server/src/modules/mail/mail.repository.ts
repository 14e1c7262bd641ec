import type { Db } from '../../db/client.js';

export function insertOutboxMail(db: Db, mail: { to: string; subject: string; text: string }) {
  return db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findOutboxMail(db: Db, id: bigint) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the provider's acceptance; the row is never sent again once this is stored. */
export async function markMailSent(
  db: Db,
  id: bigint,
  sent: { at: Date; messageId: string; response: string },
) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      sent_at: sent.at,
      message_id: sent.messageId,
      provider_response: sent.response.slice(0, 500),
      attempts: eb('attempts', '+', 1),
      error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: Db, id: bigint, error: string) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ error: error.slice(0, 500), attempts: eb('attempts', '+', 1) }))
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
