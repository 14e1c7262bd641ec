import type { Generated } from 'kysely';
import type { LibraryCategory, LibraryKind, Locale } from '@portal/contract';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0028: one library document (a stored file or a video link). */
export interface LibraryDocumentTable {
  id: Generated<number>;
  company_code: string;
  lang: Locale;
  category: LibraryCategory;
  kind: LibraryKind;
  title: string;
  description: Defaulted<string>;
  file_name: string | null;
  content_type: string | null;
  size_bytes: bigint | null;
  storage_key: string | null;
  video_url: string | null;
  created_at: Timestamp;
  /** migration 0065: set while withdrawn from the console (members do not see it) */
  withdrawn_at: Timestamp | null;
}

/** Migration 0028: what operators did to the library (library:add, library:remove). */
export interface LibraryAuditTable {
  id: Generated<number>;
  operator: string;
  command: string;
  target: string | null;
  detail: Defaulted<string>;
  created_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    library_document: LibraryDocumentTable;
    library_audit: LibraryAuditTable;
  }
}
