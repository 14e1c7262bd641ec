import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
// the tables' declarations, so a workspace that reaches this file through an import has them
import './file-store.tables.js';

type Q = Kysely<Database>;

/** Names a new file; fails on a key already stored (its primary key). */
export async function insertStoredFile(db: Q, key: string, contentType: string | null) {
  await db.insertInto('stored_file').values({ key, size: 0n, content_type: contentType }).execute();
}

export async function insertStoredChunk(db: Q, key: string, seq: number, bytes: Uint8Array) {
  await db.insertInto('stored_file_chunk').values({ key, seq, bytes }).execute();
}

export async function setStoredFileSize(db: Q, key: string, size: number) {
  await db
    .updateTable('stored_file')
    .set({ size: BigInt(size) })
    .where('key', '=', key)
    .execute();
}

/** The stored file's size, or undefined when there is none. */
export async function storedFileSize(db: Q, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('stored_file')
    .select('size')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.size) : undefined;
}

/** One chunk's bytes: a range read fetches only the chunks it covers, one at a time. */
export async function storedChunk(
  db: Q,
  key: string,
  seq: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('stored_file_chunk')
    .select('bytes')
    .where('key', '=', key)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.bytes;
}

/** Deletes the file and its chunks (they follow the file: on delete cascade). */
export async function deleteStoredFile(db: Q, key: string) {
  await db.deleteFrom('stored_file').where('key', '=', key).execute();
}

/**
 * A page of a namespace's files after `after`, in byte order of their keys (`collate "C"`, so
 * the page order is the same whatever the database's collation).
 */
export function storedFilesAfter(db: Q, namespace: string, after: string, limit: number) {
  return db
    .selectFrom('stored_file')
    .select(['key', 'created_at'])
    .where('key', 'like', `${namespace}/%`)
    .where(sql<string>`key collate "C"`, '>', after)
    .orderBy(sql`key collate "C"`)
    .limit(limit)
    .execute();
}
