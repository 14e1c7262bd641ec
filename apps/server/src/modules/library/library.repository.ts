import type { LibraryCategory, Locale } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { LibraryAuditTable, LibraryDocumentTable } from './library.tables.js';

export interface DocumentFilter {
  company: string;
  lang: Locale;
  category?: LibraryCategory;
  /** an ILIKE pattern (containsPattern), matched against title and description */
  pattern?: string;
}

function filtered(db: Db, f: DocumentFilter) {
  let q = db
    .selectFrom('library_document')
    .where('company_code', '=', f.company)
    .where('lang', '=', f.lang)
    .where('withdrawn_at', 'is', null);
  if (f.category) q = q.where('category', '=', f.category);
  const pattern = f.pattern;
  if (pattern) {
    q = q.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  return q;
}

export async function countDocuments(db: Db, f: DocumentFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findDocuments(db: Db, f: DocumentFilter, limit: number, offset: number) {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countByCategory(db: Db, company: string, lang: Locale) {
  return db
    .selectFrom('library_document')
    .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
    .where('company_code', '=', company)
    .where('lang', '=', lang)
    .where('withdrawn_at', 'is', null)
    .groupBy('category')
    .execute();
}

export async function hasLanguage(db: Db, company: string, lang: Locale): Promise<boolean> {
  const row = await db
    .selectFrom('library_document')
    .select('id')
    .where('company_code', '=', company)
    .where('lang', '=', lang)
    .where('withdrawn_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A published document only if it belongs to `company`: another company's, or a withdrawn one,
 * is as unknown to a member as a missing id.
 */
export function findDocument(db: Db, company: string, id: number) {
  return db
    .selectFrom('library_document')
    .selectAll()
    .where('id', '=', id)
    .where('company_code', '=', company)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
}

export function findDocumentById(db: Db, id: number) {
  return db.selectFrom('library_document').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertDocument(trx: Trx, row: Insertable<LibraryDocumentTable>) {
  return trx.insertInto('library_document').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteDocument(trx: Trx, id: number) {
  return trx.deleteFrom('library_document').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function insertAudit(trx: Trx, row: Insertable<LibraryAuditTable>) {
  await trx.insertInto('library_audit').values(row).execute();
}

export function companyExists(db: Db, code: string) {
  return db.selectFrom('company').select('code').where('code', '=', code).executeTakeFirst();
}

export async function countCompanyDocuments(db: Db, company: string): Promise<number> {
  const row = await db
    .selectFrom('library_document')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_code', '=', company)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
