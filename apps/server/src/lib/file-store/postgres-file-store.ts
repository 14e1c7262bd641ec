import { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { checkedKey, FileExists, type ByteRange, type FileStore } from './file-store.js';
import {
  deleteStoredFile,
  insertStoredChunk,
  insertStoredFile,
  setStoredFileSize,
  storedChunk,
  storedFileSize,
  storedFilesAfter,
} from './file-store.repository.js';

const MIB = 1024 * 1024;
const LIST_PAGE = 1000;
const UNIQUE_VIOLATION = '23505';

/** The body in pieces of exactly `size` bytes, the last one shorter. */
async function* piecesOf(body: Buffer | Readable, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    held += parts.at(-1)!.length;
    if (held < size) continue;
    // joined only once a whole piece is there, not at every small read of the stream
    let joined = Buffer.concat(parts);
    while (joined.length >= size) {
      yield joined.subarray(0, size);
      joined = joined.subarray(size);
    }
    parts = [joined];
    held = joined.length;
  }
  if (held > 0) yield Buffer.concat(parts);
}

/** The chunks that cover `range`, each cut to the part of it inside the range. */
async function* chunksOf(db: Db, key: string, range: ByteRange, chunkBytes: number) {
  const first = Math.floor(range.start / chunkBytes);
  const last = Math.floor(range.end / chunkBytes);
  for (let seq = first; seq <= last; seq++) {
    const bytes = await storedChunk(db, key, seq);
    // deleted while it was being read: the reader sees the stream fail, not a short file
    if (!bytes) throw new Error(`file store: ${key} lost its chunk ${seq}`);
    const offset = seq * chunkBytes;
    const from = Math.max(range.start - offset, 0);
    const to = Math.min(range.end - offset + 1, bytes.length);
    yield Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from);
  }
}

/**
 * Files in PostgreSQL (migration 0071), so every server on the same database reads what any of
 * them stored. A file is a `stored_file` row and its chunks of `chunkBytes` (1 MiB): never one
 * huge value, and a range reads only its chunks, one query each while the reader takes them.
 * A put runs in its own transaction, committed before the caller's row names the file.
 */
export function postgresFileStore(
  db: Db,
  { chunkBytes = MIB, listPage = LIST_PAGE } = {},
): FileStore {
  return {
    async put(key, body, contentType) {
      checkedKey(key);
      try {
        return await db.transaction().execute(async (trx) => {
          await insertStoredFile(trx, key, contentType ?? null);
          let size = 0;
          let seq = 0;
          for await (const piece of piecesOf(body, chunkBytes)) {
            await insertStoredChunk(trx, key, seq++, piece);
            size += piece.length;
          }
          await setStoredFileSize(trx, key, size);
          return size;
        });
      } catch (error) {
        // a stream refused before it was read (the key taken) would keep its file open
        if (!Buffer.isBuffer(body)) body.destroy();
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new FileExists(key);
        throw error;
      }
    },
    async get(key, pick) {
      const size = await storedFileSize(db, checkedKey(key));
      if (size === undefined) return null;
      const range = pick?.(size) ?? null;
      const whole = { start: 0, end: size - 1 };
      const stream = Readable.from(size === 0 ? [] : chunksOf(db, key, range ?? whole, chunkBytes));
      return { stream, size, range };
    },
    async delete(key) {
      await deleteStoredFile(db, checkedKey(key));
    },
    async *list(namespace) {
      let after = '';
      for (;;) {
        const page = await storedFilesAfter(db, namespace, after, listPage);
        for (const row of page) yield { key: row.key, storedAt: row.created_at };
        if (page.length < listPage) return;
        after = page.at(-1)!.key;
      }
    },
  };
}
