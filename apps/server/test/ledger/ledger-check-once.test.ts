import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { insertBareEntry, memberWithAccounts, rawPosting } from './ledger-kit.js';

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
    const { mine, company } = await memberWithAccounts(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const entryId = await insertBareEntry(trx);
        await trx
          .insertInto('posting')
          .values([
            rawPosting(entryId, mine.bonus.id, 5n),
            rawPosting(entryId, company.adjustments.id, -5n),
          ])
          .execute();
        // the deferred checks run now, and pass: the entry balances
        await sql`set constraints all immediate`.execute(trx);
        await sql`set constraints all deferred`.execute(trx);
        await trx
          .insertInto('posting')
          .values(rawPosting(entryId, mine.bonus.id, 3n))
          .execute();
      }),
    ).rejects.toThrow(/journal entry \d+ does not balance in USD: postings sum to 3/);
  });
});
