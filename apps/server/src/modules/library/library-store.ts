import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import {
  fileStoreOf,
  type ByteRange,
  type FileStoreConfig,
  type StoredFile,
} from '../../lib/file-store/index.js';

export type LibraryStoreConfig = FileStoreConfig;

/**
 * Library files in the portal's file store, under `library/`. A document row keeps its key
 * without that namespace (`<company>/<uuid>.<ext>`, made by the server), as it always did.
 */
export function libraryFiles(db: Db, config: LibraryStoreConfig) {
  const files = fileStoreOf({ db, config });
  const keyOf = (storageKey: string) => `library/${storageKey}`;
  return {
    put: (storageKey: string, body: Readable, contentType: string): Promise<number> =>
      files.put(keyOf(storageKey), body, contentType),
    get: (
      storageKey: string,
      pick?: (size: number) => ByteRange | null,
    ): Promise<StoredFile | null> => files.get(keyOf(storageKey), pick),
    delete: (storageKey: string): Promise<void> => files.delete(keyOf(storageKey)),
  };
}
