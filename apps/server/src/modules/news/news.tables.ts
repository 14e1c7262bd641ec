import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** A news item of a company in one language (migration 0027); `html` is stored sanitized. */
export interface NewsItemTable {
  id: Generated<number>;
  company_code: string;
  language: string;
  title: string;
  html: string;
  summary: string;
  image_name: string | null;
  pinned: Defaulted<boolean>;
  publish_at: Timestamp;
  expire_at: Timestamp | null;
  created_by: string;
  created_at: Defaulted<Timestamp>;
  /** set when an operator withdrew it from the console; members no longer see it */
  withdrawn_at: Timestamp | null;
}

/** What an operator changed in members' content (news:publish, carousel:set); append-only. */
export interface ContentAuditTable {
  id: Generated<bigint>;
  operator: string;
  command: string;
  target: string | null;
  detail: Defaulted<string>;
  created_at: Defaulted<Timestamp>;
}

declare module '../../db/schema.js' {
  interface Database {
    news_item: NewsItemTable;
    content_audit: ContentAuditTable;
  }
}
