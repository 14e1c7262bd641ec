import type { ColumnType } from 'kysely';
import type { CompanyAccount, JournalType, MemberAccount } from '@portal/contract';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** int8 identity: read as bigint, never written by us */
type Int8Id = ColumnType<bigint, never, never>;
type Json = ColumnType<unknown, string, string>;

/**
 * The points accounts (migration 0050, docs/vacation-points.md "On the ledger"): a member's
 * vacation points, and the company's points issued (the other side of every movement). They
 * keep their own currency, so no money account ever meets them in a journal.
 */
export const MEMBER_POINTS_ACCOUNT = 'vacationPoints';
export const COMPANY_POINTS_ACCOUNT = 'vacationPointsIssued';
export type PointsAccount = typeof MEMBER_POINTS_ACCOUNT | typeof COMPANY_POINTS_ACCOUNT;

export type AccountKind = MemberAccount | CompanyAccount | PointsAccount;

/** What a journal records: the wallet's types, and a movement of vacation points. */
export type LedgerJournalType = JournalType | 'vacationPoints';

/** Migration 0008. A member's accounts have member_id; a company's have none. */
export interface LedgerAccountTable {
  id: Int8Id;
  company_code: string;
  member_id: number | null;
  kind: AccountKind;
  currency: string;
  minor_unit: number;
  /** the sum of the account's postings, kept in the same transaction */
  balance: Defaulted<bigint>;
  allow_negative: Defaulted<boolean>;
  /**
   * Migration 0035: a company account every payment posts to. Never locked; `balance` is only
   * the rolled-up part, its pending rows (`ledger_pending`) are the rest.
   */
  hot: Defaulted<boolean>;
  created_at: Timestamp;
}

/** Migration 0035: a hot account's changes not yet folded into its balance row. */
export interface LedgerPendingTable {
  id: Int8Id;
  account_id: bigint;
  amount: bigint;
}

export interface JournalEntryTable {
  id: Int8Id;
  company_code: string;
  type: LedgerJournalType;
  ref_type: string | null;
  ref_id: string | null;
  memo: string | null;
  created_by: string;
  created_at: Timestamp;
}

export interface PostingTable {
  id: Int8Id;
  entry_id: bigint;
  account_id: bigint;
  /** signed minor units: money into the account is positive */
  amount: bigint;
  /** the account's balance after it; null on a hot account (no running balance is kept) */
  balance_after: bigint | null;
  created_at: Timestamp;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  outcome: 'ok' | 'error' | null;
  response: Json | null;
  created_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    ledger_account: LedgerAccountTable;
    journal_entry: JournalEntryTable;
    posting: PostingTable;
    ledger_pending: LedgerPendingTable;
    idempotency_key: IdempotencyKeyTable;
  }
}
