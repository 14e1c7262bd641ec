import type { Generated } from 'kysely';
import type { WithdrawalBatchStatus } from '@portal/contract';
import type { Defaulted } from '../../db/columns.js';

/** A withdrawal batch (migration 0053). */
export interface WithdrawalBatchTable {
  id: Generated<number>;
  company_code: string;
  status: WithdrawalBatchStatus;
  prepared_by: string;
  prepared_at: Date;
  approved_by: string | null;
  approved_at: Date | null;
  exported_at: Date | null;
  reconciled_at: Date | null;
  /** migration 0063: a batch cancelled before its bank file was made */
  cancelled_by: Defaulted<string | null>;
  cancelled_at: Defaulted<Date | null>;
  total: bigint;
  currency: string;
  minor_unit: number;
  count: number;
}

/** One withdrawal of a batch; `open` until the batch is reconciled (one open batch each). */
export interface WithdrawalBatchItemTable {
  batch_id: number;
  withdrawal_id: number;
  paid: boolean | null;
  open: Defaulted<boolean>;
}

declare module '../../db/schema.js' {
  interface Database {
    withdrawal_batch: WithdrawalBatchTable;
    withdrawal_batch_item: WithdrawalBatchItemTable;
  }
}
