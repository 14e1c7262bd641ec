import type { Generated } from 'kysely';

type Json = unknown;

/** One console or CLI action (migration 0051): append-only, the database refuses changes. */
export interface AuditEntryTable {
  id: Generated<bigint>;
  at: Generated<Date>;
  operator: string;
  source: 'console' | 'cli';
  permission: string | null;
  action: string;
  company_code: string | null;
  target: string | null;
  reason: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  before: Json | null;
  after: Json | null;
  address: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    audit_entry: AuditEntryTable;
  }
}
