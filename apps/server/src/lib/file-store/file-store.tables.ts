import type { Timestamp } from '../../db/columns.js';

/** Migration 0071: a file of the PostgreSQL file store; its bytes are in `stored_file_chunk`. */
export interface StoredFileTable {
  key: string;
  size: bigint;
  content_type: string | null;
  created_at: Timestamp;
}

/** Migration 0071: one part of a stored file, `seq` from 0, each but the last of a full chunk. */
export interface StoredFileChunkTable {
  key: string;
  seq: number;
  bytes: Uint8Array;
}

/** Migration 0082: a picture no row named when a sweep looked, and when sweeps saw it so. */
export interface FileUnnamedTable {
  key: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    file_unnamed: FileUnnamedTable;
    stored_file: StoredFileTable;
    stored_file_chunk: StoredFileChunkTable;
  }
}
