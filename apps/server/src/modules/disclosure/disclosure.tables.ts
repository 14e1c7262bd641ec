import type { Generated } from 'kysely';

/** Migration 0060: an income disclosure statement as generated, its figures kept as computed. */
export interface IncomeDisclosureTable {
  id: Generated<number>;
  company_code: string;
  /** the first and the last day of the period, business time (UTC+8) */
  start_date: string;
  end_date: string;
  currency: string;
  minor_unit: number;
  /** the ledger position: the highest journal entry read, and when */
  last_entry_id: bigint;
  taken_at: Date;
  cycles: number;
  /** JSON: the overall figures and the groups' (statementFigures) */
  figures: unknown;
  generated_by: string;
  generated_at: Date;
  published_by: string | null;
  published_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    income_disclosure: IncomeDisclosureTable;
  }
}
