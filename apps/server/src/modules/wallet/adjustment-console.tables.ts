import type { Generated } from 'kysely';
import type { AdjustmentStatus, MemberAccount } from '@portal/contract';
import type { Timestamp } from '../../db/columns.js';

/** A wallet adjustment from the console, applied at once or left for a second operator (0054). */
export interface WalletAdjustmentRequestTable {
  id: Generated<number>;
  company_code: string;
  member_id: number;
  account: MemberAccount;
  amount: bigint;
  currency: string;
  minor_unit: number;
  reason: string;
  status: Generated<AdjustmentStatus>;
  prepared_by: string;
  prepared_at: Timestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  journal_id: bigint | null;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_adjustment_request: WalletAdjustmentRequestTable;
  }
}
