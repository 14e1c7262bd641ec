import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './byte-range.js';

/**
 * Where library files are kept: a small port so an S3-compatible store can replace the disk
 * (docs/library.md). Keys are made by the server (`<company>/<uuid>.<ext>`), never by a
 * member, and every implementation refuses any other shape.
 */
export interface LibraryStorage {
  /** stores the bytes under `key`; answers their size */
  put(key: string, body: Readable): Promise<number>;
  /**
   * The bytes as a stream, or null when no such file is stored; `pick` chooses a part of the
   * file once its size is known (a video player seeking), `range` says which part came back.
   */
  get(key: string, pick?: (size: number) => ByteRange | null): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  /** the whole file's size */
  size: number;
  /** the part streamed, null for the whole file */
  range: ByteRange | null;
}

const KEY = /^[A-Z]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string) => KEY.test(key);

/** Files under `<root>/<company>/<uuid>.<ext>` (root = DATA_DIR/library). */
export function diskStorage(root: string): LibraryStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // the key shape already forbids it; this is the second lock on the door
    if (!isStorageKey(key) || !file.startsWith(base + path.sep)) {
      throw new Error(`not a library storage key: ${JSON.stringify(key)}`);
    }
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
      return (await stat(file)).size;
    },
    async get(key, pick) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const range = pick?.(info.size) ?? null;
        return { stream: createReadStream(file, range ?? {}), size: info.size, range };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
