import {
  LIBRARY_CATEGORIES,
  LIBRARY_PAGE_SIZE,
  type LibraryCategories,
  type LibraryDocument,
  type LibraryListQuery,
  type LibraryPage,
  type Locale,
} from '@portal/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { byteRangeOf, type ByteRange } from './byte-range.js';
import { containsPattern } from './library-rules.js';
import { libraryFiles } from './library-store.js';
import {
  countByCategory,
  countCompanyDocuments,
  countDocuments,
  findDocument,
  findDocuments,
  hasLanguage,
} from './library.repository.js';
import type { LibraryDocumentTable } from './library.tables.js';
import type { Selectable } from 'kysely';

type Row = Selectable<LibraryDocumentTable>;

export function toDocument(row: Row): LibraryDocument {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    lang: row.lang,
    title: row.title,
    description: row.description,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    videoUrl: row.video_url,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The language a member's library is read in: theirs when their company published anything
 * in it, else English, so a member never meets an empty library only for their language.
 */
async function libraryLang(db: Db, company: string, locale: Locale): Promise<Locale> {
  if (locale === 'en') return locale;
  return (await hasLanguage(db, company, locale)) ? locale : 'en';
}

export async function listLibraryCategories(
  deps: DbDeps,
  member: MemberContext,
  locale: Locale,
): Promise<LibraryCategories> {
  const lang = await libraryLang(deps.db, member.companyCode, locale);
  const counts = new Map(
    (await countByCategory(deps.db, member.companyCode, lang)).map((r) => [
      r.category,
      Number(r.n),
    ]),
  );
  return {
    lang,
    categories: LIBRARY_CATEGORIES.map((code) => ({ code, count: counts.get(code) ?? 0 })),
  };
}

export async function listLibraryDocuments(
  deps: DbDeps,
  member: MemberContext,
  locale: Locale,
  query: LibraryListQuery,
): Promise<LibraryPage> {
  const lang = await libraryLang(deps.db, member.companyCode, locale);
  const q = query.q?.trim();
  const filter = {
    company: member.companyCode,
    lang,
    category: query.category,
    pattern: q ? containsPattern(q) : undefined,
  };
  const page = query.page;
  const [total, rows] = await Promise.all([
    countDocuments(deps.db, filter),
    findDocuments(deps.db, filter, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE),
  ]);
  return { lang, items: rows.map(toDocument), total, page, pageSize: LIBRARY_PAGE_SIZE };
}

/** Only the member's own company's documents exist for them: any other id is notFound. */
async function ownDocument(deps: DbDeps, member: MemberContext, id: number) {
  const row = await findDocument(deps.db, member.companyCode, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getLibraryDocument(
  deps: DbDeps,
  member: MemberContext,
  id: number,
): Promise<LibraryDocument> {
  return toDocument(await ownDocument(deps, member, id));
}

export interface LibraryFile {
  fileName: string;
  contentType: string;
  /** the whole file's size */
  size: number;
  stream: Readable;
  /** the part streamed (a Range request), null for the whole file */
  range: ByteRange | null;
}

/**
 * The stored file of a document of the member's company; a video link has none (notFound).
 * `rangeHeader` is the request's Range: a video player asks for parts to seek.
 */
export async function openLibraryFile(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  rangeHeader?: string,
): Promise<LibraryFile> {
  const row = await ownDocument(deps, member, id);
  if (!row.storage_key || !row.file_name || !row.content_type) throw new AppError('notFound');
  const pick = rangeHeader ? (size: number) => byteRangeOf(rangeHeader, size) : undefined;
  const stored = await libraryFiles(deps.db, deps.config).get(row.storage_key, pick);
  if (!stored) throw new AppError('notFound');
  return {
    fileName: row.file_name,
    contentType: row.content_type,
    size: stored.size,
    stream: stored.stream,
    range: stored.range,
  };
}

/** How many documents a company's library holds, in every language (the seed fills an empty one). */
export function countLibraryDocuments(db: Db, companyCode: string): Promise<number> {
  return countCompanyDocuments(db, companyCode);
}
