import type { Generated } from 'kysely';

/** Migration 0055: one row per ledger check the console ran; the home shows the newest. */
export interface LedgerCheckResultTable {
  id: Generated<bigint>;
  at: Date;
  by: string;
  ok: boolean;
  problems: number;
  /** JSON: the first problems found, as text (the CLI's `ledger:verify` lists them all) */
  first_problems: unknown;
}

declare module '../../db/schema.js' {
  interface Database {
    ledger_check_result: LedgerCheckResultTable;
  }
}
