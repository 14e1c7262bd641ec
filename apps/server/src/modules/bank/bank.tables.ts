import type { BankAccountType } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

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
