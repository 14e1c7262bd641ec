import { maskTail } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import {
  eraseBankHolderNames,
  findAllMemberBankAccounts,
} from './bank-privacy-console.repository.js';

/** `memberExporting`: the member's bank accounts, numbers masked as the portal shows them. */
export async function exportMemberBankAccounts(
  trx: Trx,
  payload: EventPayload<'memberExporting'>,
): Promise<void> {
  const rows = await findAllMemberBankAccounts(trx, payload.memberId);
  payload.sections.bankAccounts = rows.map((b) => ({
    id: b.id,
    bankName: b.bank_name,
    holderName: b.holder_name,
    accountType: b.account_type,
    accountNumber: maskTail(b.account_tail),
    iban: b.iban_masked,
    swiftCode: b.swift_code,
    isDefault: b.is_default,
    createdAt: b.created_at.toISOString(),
    deletedAt: b.deleted_at?.toISOString() ?? null,
  }));
}

/** `memberErasing`: the holder names go; the accounts stay for the payouts that name them. */
export async function eraseBankAccounts(
  trx: Trx,
  payload: EventPayload<'memberErasing'>,
): Promise<void> {
  await eraseBankHolderNames(trx, payload.memberId, payload.at);
}
