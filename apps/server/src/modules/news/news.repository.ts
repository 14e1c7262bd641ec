import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { NewsItemTable } from './news.tables.js';

/** The items a company's members see at `now`: published, not expired, not withdrawn. */
function liveItems(db: Db, companyCode: string, now: Date) {
  return db
    .selectFrom('news_item')
    .where('company_code', '=', companyCode)
    .where('withdrawn_at', 'is', null)
    .where('publish_at', '<=', now)
    .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]));
}

/**
 * The language the company's live news is read in: the asked one when it has any live
 * item, else English (the default language, spec "Business constants and limits").
 */
export async function pickLanguage(db: Db, companyCode: string, language: string, now: Date) {
  const row = await liveItems(db, companyCode, now)
    .select('language')
    .where('language', '=', language)
    .limit(1)
    .executeTakeFirst();
  return row ? language : 'en';
}

export async function findLivePage(
  db: Db,
  scope: { companyCode: string; language: string; now: Date },
  page: { offset: number; limit: number },
) {
  const base = liveItems(db, scope.companyCode, scope.now).where('language', '=', scope.language);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'title', 'summary', 'image_name', 'pinned', 'publish_at', 'language'])
      .orderBy('pinned', 'desc')
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One live item of the company, whatever its language (a link may name any). */
export function findLiveItem(db: Db, companyCode: string, id: number, now: Date) {
  return liveItems(db, companyCode, now)
    .select(['id', 'title', 'html', 'image_name', 'pinned', 'publish_at', 'expire_at', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNewsItem(trx: Trx | Db, item: Insertable<NewsItemTable>) {
  const row = await trx
    .insertInto('news_item')
    .values(item)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContentAudit(
  trx: Trx | Db,
  entry: { operator: string; command: string; target: string | null; detail: unknown },
) {
  await trx
    .insertInto('content_audit')
    .values({ ...entry, detail: JSON.stringify(entry.detail) })
    .execute();
}

/** Of `names`, the cover pictures a news item has, withdrawn or not. */
export async function newsImageNamesIn(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('news_item')
    .select('image_name')
    .distinct()
    .where('image_name', 'in', names)
    .execute();
  return rows.map((row) => row.image_name!);
}
