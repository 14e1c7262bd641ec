import type { NewsState } from '@portal/contract';
import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import type { NewsItemTable } from './news.tables.js';

const COLUMNS = [
  'id',
  'company_code',
  'language',
  'title',
  'summary',
  'image_name',
  'pinned',
  'publish_at',
  'expire_at',
  'withdrawn_at',
  'created_by',
] as const;

/** The rows of one state at `now` (news-console.service.ts says what each state means). */
function inState(eb: ExpressionBuilder<Database, 'news_item'>, state: NewsState, now: Date) {
  if (state === 'withdrawn') return eb('withdrawn_at', 'is not', null);
  const kept = eb('withdrawn_at', 'is', null);
  if (state === 'scheduled') return eb.and([kept, eb('publish_at', '>', now)]);
  const out = eb.and([eb('expire_at', 'is not', null), eb('expire_at', '<=', now)]);
  if (state === 'expired') return eb.and([kept, eb('publish_at', '<=', now), out]);
  return eb.and([kept, eb('publish_at', '<=', now), eb.not(out)]);
}

export interface NewsConsoleFilter {
  /** the operator's companies; undefined for all */
  companies?: readonly string[];
  companyCode?: string;
  state?: NewsState;
  now: Date;
}

/** A page of items for the console, the latest written first (what an operator just wrote is on top). */
export async function findConsoleNewsPage(
  db: Db,
  filter: NewsConsoleFilter,
  page: { offset: number; limit: number },
) {
  let base = db.selectFrom('news_item');
  if (filter.companies) base = base.where('company_code', 'in', [...filter.companies, '']);
  if (filter.companyCode) base = base.where('company_code', '=', filter.companyCode);
  const state = filter.state;
  if (state) base = base.where((eb) => inState(eb, state, filter.now));
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ConsoleNewsRecord = NonNullable<Awaited<ReturnType<typeof findConsoleNewsItem>>>;

/** One item with its HTML; `lock` holds the row for the caller's transaction. */
export function findConsoleNewsItem(db: Db | Trx, id: number, lock = false) {
  const query = db
    .selectFrom('news_item')
    .select([...COLUMNS, 'html'])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateNewsItem(trx: Trx, id: number, patch: Updateable<NewsItemTable>) {
  await trx.updateTable('news_item').set(patch).where('id', '=', id).execute();
}
