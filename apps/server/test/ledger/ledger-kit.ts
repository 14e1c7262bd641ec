import type { Db } from '../../src/db/client.js';
import { companyAccounts, memberAccounts } from '../../src/modules/ledger/accounts.service.js';
import { createMember } from '../helpers/factories.js';
import { currencyOf } from '../wallet/factories.js';

/** A new US member with their ledger accounts and the company's, each by kind. */
export async function memberWithAccounts(db: Db) {
  const member = await createMember(db);
  const currency = await currencyOf(db, 'US');
  const mine = await memberAccounts(db, { id: member.id, companyCode: 'US' }, currency);
  const company = await companyAccounts(db, 'US', currency);
  return { member, mine, company };
}

/**
 * An adjustment entry written straight into journal_entry, past postJournal, so that only the
 * database's own triggers and commit checks judge it and its postings. Answers its id.
 */
export async function insertBareEntry(db: Db): Promise<bigint> {
  const entry = await db
    .insertInto('journal_entry')
    .values({ company_code: 'US', type: 'adjustment', created_by: 'x', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

/** A posting row to insert directly; its running balance is its amount, as on a fresh account. */
export function rawPosting(entryId: bigint, accountId: bigint, amount: bigint) {
  return {
    entry_id: entryId,
    account_id: accountId,
    amount,
    balance_after: amount,
    created_at: new Date(),
  };
}
