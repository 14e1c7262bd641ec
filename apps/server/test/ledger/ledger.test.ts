import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJournal } from '../../src/modules/ledger/ledger.service.js';
import { inTransaction } from '../../src/db/transaction.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, fund, totalOfAllAccounts } from '../wallet/factories.js';
import { insertBareEntry, memberWithAccounts, rawPosting } from './ledger-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setup = () => memberWithAccounts(t.db);

describe('posting journals', () => {
  it('posts a balanced entry and keeps balances and running balances', async () => {
    const { member, mine, company } = await setup();
    const posted = await inTransaction(t.db, (trx) =>
      postJournal(trx, {
        companyCode: 'US',
        type: 'adjustment',
        postings: [
          { accountId: mine.bonus.id, amount: 1500n },
          { accountId: company.adjustments.id, amount: -1500n },
        ],
        createdBy: 'test',
        at: new Date(),
      }),
    );
    expect(posted.balances.get(mine.bonus.id)).toBe(1500n);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(1500n);
    const postings = await t.db
      .selectFrom('posting')
      .selectAll()
      .where('entry_id', '=', posted.journalId)
      .execute();
    expect(postings.map((p) => p.amount).sort()).toEqual([-1500n, 1500n]);
    expect(postings.find((p) => p.account_id === mine.bonus.id)?.balance_after).toBe(1500n);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
  });

  it('refuses to take a member account below zero, writing nothing', async () => {
    const { member, mine, company } = await setup();
    await fund(t.db, member, 'bonus', 100n);
    const entriesBefore = await countEntries();
    await expect(
      inTransaction(t.db, (trx) =>
        postJournal(trx, {
          companyCode: 'US',
          type: 'adjustment',
          postings: [
            { accountId: mine.bonus.id, amount: -101n },
            { accountId: company.adjustments.id, amount: 101n },
          ],
          createdBy: 'test',
          at: new Date(),
        }),
      ),
    ).rejects.toMatchObject({ key: 'insufficientBalance' });
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(100n);
    expect(await countEntries()).toBe(entriesBefore);
  });

  it('refuses unbalanced, single-line and zero postings', async () => {
    const { mine, company } = await setup();
    const attempt = (postings: Array<{ accountId: bigint; amount: bigint }>) =>
      inTransaction(t.db, (trx) =>
        postJournal(trx, {
          companyCode: 'US',
          type: 'adjustment',
          postings,
          createdBy: 't',
          at: new Date(),
        }),
      );
    await expect(
      attempt([
        { accountId: mine.bonus.id, amount: 10n },
        { accountId: company.adjustments.id, amount: -9n },
      ]),
    ).rejects.toThrow(/unbalanced/);
    await expect(attempt([{ accountId: company.adjustments.id, amount: 10n }])).rejects.toThrow(
      /tooFewPostings/,
    );
    await expect(
      attempt([
        { accountId: company.sales.id, amount: 0n },
        { accountId: company.adjustments.id, amount: 0n },
      ]),
    ).rejects.toThrow(/zeroAmount/);
  });
});

describe('the database guards the ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries and postings', async () => {
    const { member } = await setup();
    await fund(t.db, member, 'bonus', 500n);
    await expect(sql`update posting set amount = amount * 2`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from posting`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`update journal_entry set memo = 'x'`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from journal_entry`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`truncate posting`.execute(t.db)).rejects.toThrow(/immutable/);
  });

  it('refuses a member balance below zero even written directly', async () => {
    const { mine } = await setup();
    await expect(
      sql`update ledger_account set balance = -1 where id = ${mine.eproduct.id}`.execute(t.db),
    ).rejects.toThrow(/ledger_account_(member_)?non_negative/);
  });

  it('refuses at commit an entry written directly that does not balance', async () => {
    const { mine } = await setup();
    await expect(
      t.db.transaction().execute(async (trx) => {
        const entryId = await insertBareEntry(trx);
        await trx
          .insertInto('posting')
          .values(rawPosting(entryId, mine.bonus.id, 5n))
          .execute();
      }),
    ).rejects.toThrow(/journal entry \d+ has 1 posting/);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertBareEntry(trx);
      }),
    ).rejects.toThrow(/has 0 posting/);
  });
});

describe('ledger:verify', () => {
  it('passes on a clean ledger and names an account whose balance drifted', async () => {
    const { member, mine } = await setup();
    await fund(t.db, member, 'worldplan', 700n);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
    await sql`update ledger_account set balance = balance + 1 where id = ${mine.worldplan.id}`.execute(
      t.db,
    );
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toContain(
      `account ${mine.worldplan.id} (member ${member.id} worldplan) holds 701 but its postings sum to 700`,
    );
    await sql`update ledger_account set balance = balance - 1 where id = ${mine.worldplan.id}`.execute(
      t.db,
    );
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('names an entry that does not balance when the triggers were bypassed', async () => {
    const { mine } = await setup();
    let entryId = 0n;
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      entryId = await insertBareEntry(trx);
      await trx
        .insertInto('posting')
        .values(rawPosting(entryId, mine.bonus.id, 3n))
        .execute();
      await sql`update ledger_account set balance = balance + 3 where id = ${mine.bonus.id}`.execute(
        trx,
      );
    });
    const text = (await verifyLedger(t.db)).problems.join('\n');
    expect(text).toContain(`journal entry ${entryId} does not balance in USD: postings sum to 3`);
    expect(text).toContain(`journal entry ${entryId} has 1 posting(s)`);
  });
});

async function countEntries(): Promise<number> {
  const row = await t.db
    .selectFrom('journal_entry')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
