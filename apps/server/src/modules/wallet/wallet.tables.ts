import type { ColumnType, Generated } from 'kysely';
import type {
  MemberAccount,
  WithdrawalActor,
  WithdrawalPaymentMethod,
  WithdrawalStatus,
} from '@portal/contract';
import type { Timestamp } from '../../db/columns.js';

type Json = ColumnType<unknown, string | undefined, string>;

/** Migration 0009. */
export interface WalletTransferTable {
  id: Generated<bigint>;
  company_code: string;
  from_member_id: number;
  to_member_id: number;
  from_account: MemberAccount;
  to_account: MemberAccount;
  amount: bigint;
  currency: string;
  remark: string | null;
  journal_id: bigint;
  created_at: Timestamp;
}

export interface WalletWithdrawalTable {
  id: Generated<number>;
  member_id: number;
  company_code: string;
  account: 'bonus' | 'worldplan';
  amount: bigint;
  fee: bigint;
  currency: string;
  minor_unit: number;
  bank_account_id: number;
  bank_name: string;
  masked_account_number: string;
  holder_name: string;
  account_type: string;
  payment_method: WithdrawalPaymentMethod;
  status: WithdrawalStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WalletWithdrawalEventTable {
  id: Generated<bigint>;
  withdrawal_id: number;
  from_status: WithdrawalStatus | null;
  to_status: WithdrawalStatus;
  actor_type: WithdrawalActor;
  /** the member's id or the operator's name */
  actor: string;
  reason: string | null;
  /** the withdrawal's amount after this step */
  amount: bigint;
  journal_id: bigint | null;
  created_at: Timestamp;
}

export interface WalletAuditTable {
  id: Generated<bigint>;
  operator: string;
  command: string;
  target: string | null;
  reason: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  detail: Json;
  created_at: Timestamp;
}

/** How far the "transfer received" notices have got (migration 0031). */
export interface WalletNoticeCursorTable {
  name: string;
  last_id: bigint;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_transfer: WalletTransferTable;
    wallet_notice_cursor: WalletNoticeCursorTable;
    wallet_withdrawal: WalletWithdrawalTable;
    wallet_withdrawal_event: WalletWithdrawalEventTable;
    wallet_audit: WalletAuditTable;
  }
}
