import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { diskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { postgresFileStore } from './postgres-file-store.js';
import { s3FileStore } from './s3-file-store.js';

/** What choosing the store reads: the setting resolved by config.ts (FILE_STORE). */
export type FileStoreConfig = Pick<AppConfig, 'dataDir' | 'fileStore' | 'fileStoreS3Url'>;

const s3Stores = new Map<string, FileStore>();

/**
 * The configured file store: the disk under DATA_DIR (the embedded database's default),
 * PostgreSQL (the default with DATABASE_URL: every server reads the same files) or the
 * S3-compatible bucket of FILE_STORE_S3_URL. Cheap to call: only the S3 client is kept.
 */
export function fileStoreOf(deps: { db: Db; config: FileStoreConfig }): FileStore {
  const { config } = deps;
  if (config.fileStore === 'postgres') return postgresFileStore(deps.db);
  if (config.fileStore === 's3' && config.fileStoreS3Url) {
    let store = s3Stores.get(config.fileStoreS3Url);
    if (!store) {
      store = s3FileStore(config.fileStoreS3Url);
      s3Stores.set(config.fileStoreS3Url, store);
    }
    return store;
  }
  return diskFileStore(path.resolve(config.dataDir));
}
