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

declare module '../../db/schema.js' {
  interface Database {
    stored_file: StoredFileTable;
    stored_file_chunk: StoredFileChunkTable;
  }
}
