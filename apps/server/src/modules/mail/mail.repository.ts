import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Mail } from '../../lib/ports/index.js';

export async function insertOutboxMail(db: Db, mail: Mail) {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  const files = mail.attachments ?? [];
  if (files.length > 0) {
    await db
      .insertInto('mail_outbox_attachment')
      .values(
        files.map((file, seq) => ({
          outbox_id: row.id,
          seq,
          file_name: file.fileName,
          content_type: file.contentType,
          content: file.content,
        })),
      )
      .execute();
  }
  return row;
}

/** The files an outbox mail carries, in their order. */
export async function outboxAttachments(db: Db, outboxId: bigint) {
  const rows = await db
    .selectFrom('mail_outbox_attachment')
    .select(['file_name', 'content_type', 'content'])
    .where('outbox_id', '=', outboxId)
    .orderBy('seq')
    .execute();
  // the embedded database and PostgreSQL hand bytea back as different types
  return rows.map((row) => ({
    fileName: row.file_name,
    contentType: row.content_type,
    content: Buffer.from(row.content),
  }));
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

/**
 * Newest mails to an address first, each with its files' names and sizes (not their bytes);
 * operators and tests read the outbox through this.
 */
export function listOutboxFor(db: Db, to: string) {
  return db
    .selectFrom('mail_outbox as m')
    .selectAll('m')
    .select((eb) =>
      eb
        .selectFrom('mail_outbox_attachment as a')
        .select(
          sql<
            string[]
          >`coalesce(array_agg(a.file_name || ' (' || octet_length(a.content) || ' bytes)' order by a.seq), '{}')`.as(
            'files',
          ),
        )
        .whereRef('a.outbox_id', '=', 'm.id')
        .as('attachments'),
    )
    .where('m.to_address', '=', to)
    .orderBy('m.id', 'desc')
    .execute();
}
