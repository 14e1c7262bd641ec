import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { downlineIdsQuery } from '../organization/index.js';

export interface SentMessage {
  companyCode: string;
  type: number;
  category: string;
  title: string;
  body: string;
  at: Date;
}

export function findMemberByLogin(db: Db, login: string) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'company_code'])
    .where((eb) => eb(eb.fn('lower', ['login_name']), '=', login.toLowerCase()))
    .executeTakeFirst();
}

export async function companyExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('company_code', '=', code)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One message for the whole company (member_id null): every member sees it, now and later.
 * Answers its id.
 */
export async function insertCompanyMessage(trx: Trx, m: SentMessage): Promise<number> {
  const row = await trx
    .insertInto('message')
    .values({
      company_code: m.companyCode,
      member_id: null,
      type: m.type,
      category: m.category,
      title: m.title,
      body: m.body,
      created_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One personal copy per member of a downline, in one INSERT … SELECT; answers their ids. */
export async function insertDownlineMessages(trx: Trx, ancestorId: number, m: SentMessage) {
  const rows = await trx
    .insertInto('message')
    .columns(['company_code', 'member_id', 'type', 'category', 'title', 'body', 'created_at'])
    .expression(
      trx
        .selectFrom(downlineIdsQuery(trx, m.companyCode, ancestorId).as('d'))
        .select([
          sql.val(m.companyCode).as('company_code'),
          'd.member_id',
          sql.val(m.type).as('type'),
          sql.val(m.category).as('category'),
          sql.val(m.title).as('title'),
          sql.val(m.body).as('body'),
          sql.val(m.at).as('created_at'),
        ]),
    )
    .returning('member_id')
    .execute();
  return rows.map((r) => r.member_id as number);
}

export async function insertSendAudit(
  trx: Trx,
  row: {
    operator: string;
    target: string;
    category: string;
    title: string;
    recipients: number;
    at: Date;
  },
) {
  await trx
    .insertInto('message_send_audit')
    .values({
      operator: row.operator,
      target: row.target,
      category: row.category,
      title: row.title,
      recipients: row.recipients,
      created_at: row.at,
    })
    .execute();
}

/** A message's text in one more language (migration 0046); one INSERT for all of them. */
export interface MessageText {
  messageId: number;
  locale: string;
  title: string;
  body: string;
}

/** Writes messages' texts in further languages; a text already there is replaced. */
export async function insertMessageTexts(db: Db, texts: MessageText[]) {
  if (texts.length === 0) return;
  await db
    .insertInto('message_text')
    .values(
      texts.map((t) => ({
        message_id: t.messageId,
        locale: t.locale,
        title: t.title,
        body: t.body,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['message_id', 'locale']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        body: eb.ref('excluded.body'),
      })),
    )
    .execute();
}
