/** Migration 0055: the console's review of a company's cycle, step by step (a second operator audits). */
export interface CommissionRunReviewTable {
  company_code: string;
  cycle: string;
  previewed_by: string;
  previewed_at: Date;
  /** JSON: the preview's totals as the console shows them (consoleCyclePreviewSchema) */
  preview: unknown;
  audited_by: string | null;
  audited_at: Date | null;
  audit_note: string | null;
  locked_by: string | null;
  locked_at: Date | null;
  closed_by: string | null;
  closed_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    commission_run_review: CommissionRunReviewTable;
  }
}
