import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccounts, memberAccounts } from '../../src/modules/ledger/accounts.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf } from '../wallet/factories.js';

/**
 * Migration 0034 checks an entry once per transaction rather than once per posting: a posting
 * added to the entry after it was checked (the check run early with SET CONSTRAINTS) must still
 * be checked at commit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the commit check once per entry', () => {
  it('still refuses a posting added to an entry after the entry was checked', async () => {
    const member = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    const mine = await memberAccounts(t.db, { id: member.id, companyCode: 'US' }, currency);
    const company = await companyAccounts(t.db, 'US', currency);
    const posting = (entryId: bigint, accountId: bigint, amount: bigint) => ({
      entry_id: entryId,
      account_id: accountId,
      amount,
      balance_after: amount,
      created_at: new Date(),
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        const entry = await trx
          .insertInto('journal_entry')
          .values({
            company_code: 'US',
            type: 'adjustment',
            created_by: 'x',
            created_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('posting')
          .values([
            posting(entry.id, mine.bonus.id, 5n),
            posting(entry.id, company.adjustments.id, -5n),
          ])
          .execute();
        // the deferred checks run now, and pass: the entry balances
        await sql`set constraints all immediate`.execute(trx);
        await sql`set constraints all deferred`.execute(trx);
        await trx
          .insertInto('posting')
          .values(posting(entry.id, mine.bonus.id, 3n))
          .execute();
      }),
    ).rejects.toThrow(/journal entry \d+ does not balance in USD: postings sum to 3/);
  });
});
