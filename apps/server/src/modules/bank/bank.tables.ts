import type { BankAccountType } from '@portal/contract';
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0011; *_enc columns are AES-256-GCM ciphertexts (lib/encryption.ts). */
export interface BankAccountTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  holder_name: string;
  account_type: BankAccountType;
  account_number_enc: string;
  account_tail: string;
  iban_enc: string | null;
  iban_masked: string | null;
  swift_code: string | null;
  expiry: string | null;
  is_default: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

declare module '../../db/schema.js' {
  interface Database {
    bank_account: BankAccountTable;
  }
}
