import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, FileExists, isFileKey, type FileStore } from './file-store.js';

const isCode = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Files under `<root>/<key>` (root = DATA_DIR: `news/…`, `products/…`, `library/…`), the
 * folders the portal always used. Only one server reads them: the store of the embedded database.
 */
export function diskFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key));
    // the key shape already forbids it; this is the second lock on the door
    if (!file.startsWith(base + path.sep)) throw new Error(`not a file store key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // 'wx': a name is written once, never over another file
        if (Buffer.isBuffer(body)) await writeFile(file, body, { flag: 'wx', mode: 0o640 });
        else await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw new FileExists(key);
        // a stream that broke off leaves a part no row will ever name
        await rm(file, { force: true });
        throw error;
      }
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
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(namespace) {
      const entries = await readdir(path.join(base, namespace), {
        recursive: true,
        withFileTypes: true,
      }).catch((error: unknown) => (isCode(error, 'ENOENT') ? [] : Promise.reject(error)));
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)))
        .map((relative) => relative.split(path.sep).join('/'))
        // a file the server did not make (a stray copy, an editor's backup) is never listed
        .filter(isFileKey)
        .sort();
      for (const key of keys) {
        const info = await stat(fileOf(key)).catch(() => null);
        if (info) yield { key, storedAt: info.mtime };
      }
    },
  };
}
