import path from 'node:path';
import { s3Storage } from './library-s3.js';
import { diskStorage, type LibraryStorage } from './library-storage.js';

export interface LibraryStoreConfig {
  dataDir: string;
  libraryS3Url?: string;
}

const stores = new Map<string, LibraryStorage>();

/**
 * The configured store: the S3-compatible bucket of LIBRARY_S3_URL, else the disk under
 * DATA_DIR/library (one per setting, so tests with their own DATA_DIR differ).
 */
export function libraryStorage(config: LibraryStoreConfig): LibraryStorage {
  const id = config.libraryS3Url ?? `disk:${config.dataDir}`;
  let store = stores.get(id);
  if (!store) {
    store = config.libraryS3Url
      ? s3Storage(config.libraryS3Url)
      : diskStorage(path.join(config.dataDir, 'library'));
    stores.set(id, store);
  }
  return store;
}
