import type { Timestamp } from '../../db/columns.js';

/** Content of a public page per company and language (migration 0007). */
export interface PublicPageTable {
  company_code: string;
  page_code: string;
  locale: string;
  title: string;
  body_html: string;
  updated_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    public_page: PublicPageTable;
  }
}
