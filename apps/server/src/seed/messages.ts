import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { DEMO_LOGINS } from './demo-accounts.js';
import {
  companyMessages,
  GLOBAL_NOTICES,
  personalMessages,
  type MessageSeed,
} from './data/message-texts.js';

/** The demo login whose inbox shows the most (several unread messages). */
const MAIN_DEMO_LOGIN = 'demo';
/** Personal messages the other demo accounts get (the first ones of the list). */
const OTHER_DEMO_PERSONAL = 2;

/**
 * Notices to every company, notices and news per company, and personal messages for the
 * demo accounts; some are already read so the inbox shows both states.
 */
export async function seedMessages(db: Db): Promise<void> {
  const globalIds = await insertMessages(db, null, null, GLOBAL_NOTICES);
  const companies = await db.selectFrom('company').select(['code', 'name', 'tel']).execute();
  for (const c of companies) {
    await insertMessages(db, c.code, null, companyMessages(c.name, c.tel));
  }
  const members = await db
    .selectFrom('member')
    .select(['id', 'login_name', 'first_name', 'company_code'])
    .where(
      'login_name',
      'in',
      DEMO_LOGINS.map((d) => d.login),
    )
    .execute();
  for (const m of members) {
    const isMain = m.login_name === MAIN_DEMO_LOGIN;
    const all = personalMessages(m.first_name);
    const personal = isMain ? all : all.slice(0, OTHER_DEMO_PERSONAL);
    const personalIds = await insertMessages(db, m.company_code, m.id, personal);
    // the welcome message, and for the main demo the oldest notice, have been read already
    const read = [
      personalIds.get(all[0]?.title ?? ''),
      isMain ? globalIds.get(GLOBAL_NOTICES.at(-1)?.title ?? '') : undefined,
    ].filter((id): id is number => id !== undefined);
    if (read.length > 0) {
      await db
        .insertInto('message_read')
        .values(read.map((messageId) => ({ member_id: m.id, message_id: messageId })))
        .execute();
    }
  }
}

async function insertMessages(
  db: Db,
  companyCode: string | null,
  memberId: number | null,
  messages: MessageSeed[],
): Promise<Map<string, number>> {
  if (messages.length === 0) return new Map();
  const rows = await db
    .insertInto('message')
    .values(
      messages.map((m) => ({
        company_code: companyCode,
        member_id: memberId,
        type: m.type,
        title: m.title,
        body: m.body,
        created_at: sql<Date>`now() - make_interval(days => ${m.daysAgo}::int)`,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}
