export { diskFileStore } from './disk-file-store.js';
export {
  checkedKey,
  FileExists,
  isFileKey,
  type ByteRange,
  type FileNamespace,
  type FileStore,
  type ListedFile,
  type StoredFile,
} from './file-store.js';
export { fileStoreOf, type FileStoreConfig } from './file-store-config.js';
export { postgresFileStore } from './postgres-file-store.js';
export { s3FileStore } from './s3-file-store.js';
export {
  sweepUnnamedFiles,
  type NamedOf,
  type SweepCounts,
  type SweepOptions,
} from './unnamed-sweep.js';
