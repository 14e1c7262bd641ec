import type { Db } from '../../db/client.js';

/** Every bank account the member saved, deleted ones too; never the encrypted numbers. */
export function findAllMemberBankAccounts(db: Db, memberId: number) {
  return db
    .selectFrom('bank_account')
    .select([
      'id',
      'bank_name',
      'holder_name',
      'account_type',
      'account_tail',
      'iban_masked',
      'swift_code',
      'is_default',
      'created_at',
      'deleted_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * The holder's name in every account of the member becomes a placeholder. The encrypted number
 * and its tail stay: paid withdrawals name the account they were paid to, and the ledger's
 * record of a payout must still say where the money went.
 */
export async function eraseBankHolderNames(db: Db, memberId: number, at: Date) {
  await db
    .updateTable('bank_account')
    .set({ holder_name: 'Erased', updated_at: at })
    .where('member_id', '=', memberId)
    .execute();
}
