import { LOCALES, MESSAGE_TYPE, type Locale } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { toLocale, translate } from '../lib/i18n.js';
import { insertMessageTexts, memberLocaleOf, postNotice } from '../modules/message/index.js';
import { DEMO_LOGINS } from './demo-accounts.js';
import { MESSAGE_TEXTS, type MessageContext, type MessageSeed } from './data/message-texts.js';

/** The demo login whose inbox shows the most (several unread messages). */
const MAIN_DEMO_LOGIN = 'demo';

/** Menu paths in a language, by the menu's own names ("My Account > Security Settings"). */
const menuIn =
  (locale: Locale) =>
  (...keys: string[]) =>
    keys.map((k) => translate(locale, `menu.${k}`)).join(' > ');

/**
 * The message centre's demo content, each text in the language its readers read: every
 * company's notices and news written in the company's language (character_coding) and
 * given in every shipped language too (a member reads the one the portal is in), each demo
 * login's personal messages in theirs. What a message announces happened: a demo login's newest
 * active direct recruit is announced as the portal announces one (the downlineJoined notice),
 * dated when they joined, so the "new partners" promotion and the inbox tell the same story.
 * Some are read already, so the inbox shows both states.
 */
export async function seedMessages(db: Db): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .select(['code', 'name', 'tel', 'character_coding'])
    .execute();
  const companyIds = new Map<string, Map<string, number>>();
  for (const c of companies) {
    const sharedIn = (locale: Locale) => {
      const texts = MESSAGE_TEXTS[locale];
      const context = { company: c.name, tel: c.tel, firstName: '', menu: menuIn(locale) };
      return [...texts.notices(context), ...texts.company(context)];
    };
    const own = sharedIn(toLocale(c.character_coding) ?? 'en');
    const ids = await insertMessages(db, c.code, null, own);
    companyIds.set(c.code, ids);
    // and in every shipped language: a member who reads another one reads these in theirs
    // (the texts of each language are the same messages, in the same order)
    const idsInOrder = own.map((m) => ids.get(m.title)!);
    await insertMessageTexts(
      db,
      LOCALES.flatMap((locale) =>
        sharedIn(locale).map((m, i) => ({
          messageId: idsInOrder[i]!,
          locale,
          title: m.title,
          body: m.body,
        })),
      ),
    );
  }
  const members = await db
    .selectFrom('member as m')
    .innerJoin('company as c', 'c.code', 'm.company_code')
    .select([
      'm.id',
      'm.login_name',
      'm.first_name',
      'm.company_code',
      'm.email',
      'm.preferred_locale',
      'c.name as company_name',
      'c.tel',
      'c.character_coding',
    ])
    .where(
      'm.login_name',
      'in',
      DEMO_LOGINS.map((d) => d.login),
    )
    .execute();
  for (const m of members) {
    const locale = memberLocaleOf(m.preferred_locale, m.character_coding);
    const context: MessageContext = {
      company: m.company_name,
      tel: m.tel,
      firstName: m.first_name,
      menu: menuIn(locale),
    };
    const personal = MESSAGE_TEXTS[locale].personal(context);
    const personalIds = await insertMessages(db, m.company_code, m.id, personal);
    const read = [...personalIds.values()];
    const recruit = await announceNewestRecruit(db, m, locale);
    if (recruit !== undefined) read.push(recruit);
    // the main demo has read the company's oldest notice too
    if (m.login_name === MAIN_DEMO_LOGIN) {
      const notices = MESSAGE_TEXTS[toLocale(m.character_coding) ?? 'en'].notices(context);
      const oldest = companyIds.get(m.company_code)?.get(notices.at(-1)?.title ?? '');
      if (oldest !== undefined) read.push(oldest);
    }
    if (read.length > 0) {
      await db
        .insertInto('message_read')
        .values(read.map((messageId) => ({ member_id: m.id, message_id: messageId })))
        .execute();
    }
  }
}

/**
 * The notice the portal writes when a recruit becomes active (registration-activate.job), for
 * the member's newest active direct recruit, at the time they joined. Answers its message id.
 */
async function announceNewestRecruit(
  db: Db,
  sponsor: { id: number; company_code: string; login_name: string; email: string | null },
  locale: Locale,
): Promise<number | undefined> {
  const recruit = await db
    .selectFrom('member')
    .select(['login_name', 'created_at'])
    .where('sponsor_id', '=', sponsor.id)
    .where('status', '=', 10)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!recruit) return undefined;
  const to = {
    memberId: sponsor.id,
    companyCode: sponsor.company_code,
    loginName: sponsor.login_name,
    email: sponsor.email,
  };
  const joined = { kind: 'downlineJoined' as const, params: { newMember: recruit.login_name } };
  await postNotice({ now: () => recruit.created_at }, db, to, joined, locale);
  const row = await db
    .selectFrom('message')
    .select('id')
    .where('member_id', '=', sponsor.id)
    .where('type', '=', MESSAGE_TYPE.personal)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
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
        // what the message is about, for the page's filter: company news is "news"
        category: m.type === MESSAGE_TYPE.news ? 'news' : 'system',
        title: m.title,
        body: m.body,
        created_at: sql<Date>`now() - make_interval(days => ${m.daysAgo}::int)`,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}
