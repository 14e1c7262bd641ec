import {
  LIBRARY_CATEGORIES,
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_TITLE_MAX,
  LOCALES,
  type LibraryCategory,
  type LibraryDocument,
  type Locale,
} from '@portal/contract';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import {
  extensionOf,
  fileTypeOf,
  isVideoUrl,
  looksLikePdf,
  safeFileName,
} from './library-rules.js';
import { libraryFiles, type LibraryStoreConfig } from './library-store.js';
import {
  companyExists,
  deleteDocument,
  findDocumentById,
  insertAudit,
  insertDocument,
} from './library.repository.js';
import { toDocument } from './library.service.js';
import type { LibraryDocumentTable } from './library.tables.js';

/** A refusal of an operator's input, printed as it is (exit 2). */
export class LibraryInputError extends Error {}

/** A file to add: its offered name, its first bytes (type check) and a way to read it all. */
export interface LibrarySource {
  name: string;
  head: Buffer;
  read: () => Readable;
}

export const sourceFromBytes = (name: string, bytes: Buffer): LibrarySource => ({
  name,
  head: bytes.subarray(0, 16),
  read: () => Readable.from([bytes]),
});

export async function sourceFromPath(file: string, name = file): Promise<LibrarySource> {
  const handle = await open(file, 'r').catch(() => {
    throw new LibraryInputError(`cannot read ${file}`);
  });
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return { name, head: head.subarray(0, bytesRead), read: () => createReadStream(file) };
  } finally {
    await handle.close();
  }
}

export interface LibraryAddInput {
  company: string;
  lang: string;
  category: string;
  title: string;
  description?: string;
  /** a file, or else a video link */
  file?: LibrarySource;
  videoUrl?: string;
  /** set to add it withdrawn (the console's "not published yet") */
  withdrawnAt?: Date | null;
}

export interface LibraryOperator {
  name: string;
  command: string;
}

/**
 * What a caller writes in the change's own transaction (the console's audit entry), with the
 * document's row as stored.
 */
export type LibraryWritten = (trx: Trx, row: Selectable<LibraryDocumentTable>) => Promise<void>;

async function checked(db: Db, input: LibraryAddInput) {
  if (!(await companyExists(db, input.company)))
    throw new LibraryInputError(`unknown company ${input.company}`);
  if (!(LOCALES as readonly string[]).includes(input.lang))
    throw new LibraryInputError(`language must be one of ${LOCALES.join(', ')}`);
  if (!(LIBRARY_CATEGORIES as readonly string[]).includes(input.category))
    throw new LibraryInputError(`category must be one of ${LIBRARY_CATEGORIES.join(', ')}`);
  const title = input.title.trim();
  if (!title || title.length > LIBRARY_TITLE_MAX)
    throw new LibraryInputError(`title: 1 to ${LIBRARY_TITLE_MAX} characters`);
  const description = (input.description ?? '').trim();
  if (description.length > LIBRARY_DESCRIPTION_MAX)
    throw new LibraryInputError(`description: at most ${LIBRARY_DESCRIPTION_MAX} characters`);
  if (!!input.file === !!input.videoUrl)
    throw new LibraryInputError('give either a file or a video link (--video-url)');
  if (input.videoUrl && !isVideoUrl(input.videoUrl))
    throw new LibraryInputError('the video link must be an https URL');
  return {
    company_code: input.company,
    lang: input.lang as Locale,
    category: input.category as LibraryCategory,
    title,
    description,
  };
}

/**
 * Adds a document: the file goes to the store first (outside the database), then the row and
 * its audit entry in one transaction; if that fails the stored file is deleted again.
 */
export async function addLibraryDocument(
  db: Db,
  config: LibraryStoreConfig,
  op: LibraryOperator,
  input: LibraryAddInput,
  written?: LibraryWritten,
): Promise<LibraryDocument> {
  const base = { ...(await checked(db, input)), withdrawn_at: input.withdrawnAt ?? null };
  if (!input.file) {
    return inTransaction(db, async (trx) => {
      const row = await insertDocument(trx, { ...base, kind: 'video', video_url: input.videoUrl! });
      await insertAudit(trx, audit(op, row.id, { ...base, videoUrl: input.videoUrl }));
      await written?.(trx, row);
      return toDocument(row);
    });
  }
  const fileName = safeFileName(input.file.name);
  const type = fileName ? fileTypeOf(fileName) : null;
  if (!fileName || !type)
    throw new LibraryInputError('the file must be one of the types docs/library.md lists');
  if (type.kind === 'pdf' && !looksLikePdf(input.file.head))
    throw new LibraryInputError(`${fileName} is not a PDF`);
  const key = `${base.company_code}/${randomUUID()}.${extensionOf(fileName)}`;
  const store = libraryFiles(db, config);
  const size = await store.put(key, input.file.read(), type.contentType);
  try {
    return await inTransaction(db, async (trx) => {
      const row = await insertDocument(trx, {
        ...base,
        kind: type.kind,
        file_name: fileName,
        content_type: type.contentType,
        size_bytes: BigInt(size),
        storage_key: key,
      });
      await insertAudit(trx, audit(op, row.id, { ...base, fileName, size }));
      await written?.(trx, row);
      return toDocument(row);
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

function audit(op: LibraryOperator, id: number, detail: Record<string, unknown>) {
  return {
    operator: op.name,
    command: op.command,
    target: `library_document:${id}`,
    detail: JSON.stringify(detail),
  };
}

/** Removes a document and its audit entry in one transaction, then its file from the store. */
export async function removeLibraryDocument(
  db: Db,
  config: LibraryStoreConfig,
  op: LibraryOperator,
  id: number,
  written?: LibraryWritten,
): Promise<LibraryDocument | null> {
  if (!(await findDocumentById(db, id))) return null;
  const row = await inTransaction(db, async (trx) => {
    const gone = await deleteDocument(trx, id);
    if (gone) {
      await insertAudit(trx, audit(op, id, { company: gone.company_code, title: gone.title }));
      await written?.(trx, gone);
    }
    return gone;
  });
  if (row?.storage_key) await libraryFiles(db, config).delete(row.storage_key);
  return row ? toDocument(row) : null;
}
