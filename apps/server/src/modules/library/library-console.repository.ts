import type { LibraryCategory, LibraryState, Locale } from '@portal/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { LibraryDocumentTable } from './library.tables.js';

export interface LibraryConsoleFilter {
  /** the operator's companies; undefined for all */
  companies?: readonly string[];
  companyCode?: string;
  category?: LibraryCategory;
  language?: Locale;
  state?: LibraryState;
}

function filtered(db: Db, f: LibraryConsoleFilter) {
  let q = db.selectFrom('library_document');
  // '' keeps the list valid (and empty) for an operator of no company
  if (f.companies) q = q.where('company_code', 'in', [...f.companies, '']);
  if (f.companyCode) q = q.where('company_code', '=', f.companyCode);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.language) q = q.where('lang', '=', f.language);
  if (f.state === 'published') q = q.where('withdrawn_at', 'is', null);
  if (f.state === 'withdrawn') q = q.where('withdrawn_at', 'is not', null);
  return q;
}

/** A page of documents for the console, the latest added first, and the count of all. */
export async function findConsoleLibraryPage(
  db: Db,
  filter: LibraryConsoleFilter,
  page: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One document, locked for the change that reads it. */
export function lockDocument(trx: Trx, id: number) {
  return trx
    .selectFrom('library_document')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateDocument(trx: Trx, id: number, patch: Updateable<LibraryDocumentTable>) {
  return trx
    .updateTable('library_document')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
