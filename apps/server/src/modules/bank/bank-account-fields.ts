import {
  maskIban,
  maskTail,
  visibleTail,
  type BankAccount,
  type BankAccountSummary,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { decrypt, encrypt, keyRingFrom } from '../../lib/encryption.js';
import type { BankAccountRow } from './bank.repository.js';

/** The member id is authenticated with each ciphertext, so it cannot be moved to another member. */
const numberContext = (memberId: number) => `bank_account.account_number:${memberId}`;
const ibanContext = (memberId: number) => `bank_account.iban:${memberId}`;

/** Columns holding the account number and IBAN: ciphertexts plus what the mask shows. */
export function sealAccountNumber(deps: AppDeps, memberId: number, accountNumber: string) {
  const ring = keyRingFrom(deps.config.encryptionKey);
  return {
    account_number_enc: encrypt(ring, accountNumber, numberContext(memberId)),
    account_tail: visibleTail(accountNumber),
  };
}

/** '' or null/undefined mean "no IBAN". */
export function sealIban(deps: AppDeps, memberId: number, iban: string | null | undefined) {
  if (!iban) return { iban_enc: null, iban_masked: null };
  const ring = keyRingFrom(deps.config.encryptionKey);
  return { iban_enc: encrypt(ring, iban, ibanContext(memberId)), iban_masked: maskIban(iban) };
}

/** The clear account number and IBAN, only for paying a withdrawal out; never sent to members. */
export function unsealAccount(deps: Pick<AppDeps, 'config'>, row: BankAccountRow) {
  const ring = keyRingFrom(deps.config.encryptionKey);
  return {
    accountNumber: decrypt(ring, row.account_number_enc, numberContext(row.member_id)),
    iban: row.iban_enc ? decrypt(ring, row.iban_enc, ibanContext(row.member_id)) : null,
  };
}

export function toBankAccountSummary(row: BankAccountRow): BankAccountSummary {
  return {
    id: row.id,
    bankName: row.bank_name,
    maskedAccountNumber: maskTail(row.account_tail),
    holderName: row.holder_name,
    accountType: row.account_type,
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    ...toBankAccountSummary(row),
    maskedIban: row.iban_masked,
    swiftCode: row.swift_code,
    expiry: row.expiry,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
