import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccounts, memberAccounts } from '../../src/modules/ledger/accounts.service.js';
import { lockOrder, planJournal } from '../../src/modules/ledger/journal-plan.js';
import { lockAccountRows } from '../../src/modules/ledger/ledger.repository.js';
import { inTransaction } from '../../src/db/transaction.js';
import { sqlRefusal } from '../../src/modules/ledger/sql-refusal.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import type { Db } from '../../src/db/client.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf, fund } from '../wallet/factories.js';

/**
 * The ledger's door for two postings (`ledger_post_pair`, migration 0076), which a transfer
 * posts through, against the door in Node (planJournal): random pairs of accounts (members',
 * a company's that may and may not go below zero, one in another currency) and amounts must
 * be accepted or refused alike, write the same postings and leave the same balances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const states = (db: Db, ids: bigint[]) =>
  inTransaction(db, (trx) => lockAccountRows(trx, lockOrder(ids)));

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(run: () => Promise<T>): Promise<Settled<T>> =>
  run().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

interface Line {
  accountId: bigint;
  amount: bigint;
}

async function postPair(db: Db, [first, second]: [Line, Line]) {
  const { rows } = await sql<{ entry_id: string; first_balance: string; second_balance: string }>`
    select entry_id::text, first_balance::text, second_balance::text from ledger_post_pair(
      'US', 'adjustment', 'test', now(), ${first.accountId.toString()}::bigint,
      ${first.amount.toString()}::bigint, ${second.accountId.toString()}::bigint,
      ${second.amount.toString()}::bigint)`.execute(db);
  return rows[0]!;
}

/** Three funded members' accounts, two US company accounts and a Canadian one. */
async function accountPool() {
  const members = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
  const currency = await currencyOf(t.db, 'US');
  for (const m of members) await fund(t.db, m, 'bonus', 300n);
  await fund(t.db, members[0]!, 'eproduct', 100n);
  const company = await companyAccounts(t.db, 'US', currency);
  await createCompany(t.db, { code: 'CA', currency: 'CAD' });
  const canada = await companyAccounts(t.db, 'CA', { code: 'CAD', minorUnit: 2 });
  const opened = await Promise.all(
    members.map((m) => memberAccounts(t.db, { id: m.id, companyCode: 'US' }, currency)),
  );
  return {
    company,
    pool: [
      ...opened.flatMap((a) => [a.bonus.id, a.eproduct.id]),
      company.adjustments.id,
      company.withdrawalClearing.id,
      canada.adjustments.id,
    ],
  };
}

describe('ledger_post_pair beside planJournal', () => {
  it('accepts and refuses the same pairs, with the same postings and balances', async () => {
    const { pool } = await accountPool();
    let accepted = 0;
    let refused = 0;
    const pair = fc
      .tuple(fc.nat(pool.length - 1), fc.nat(pool.length - 2))
      .map(([i, j]) => [i, j >= i ? j + 1 : j] as const);
    await fc.assert(
      fc.asyncProperty(
        pair,
        fc.bigInt({ min: -400n, max: 400n }),
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 4 },
          { arbitrary: fc.bigInt({ min: -400n, max: 400n }), weight: 1 },
        ),
        async ([i, j], amount, other) => {
          // most pairs balanced, so both doors' acceptance is tried too
          const lines: [Line, Line] = [
            { accountId: pool[i]!, amount },
            { accountId: pool[j]!, amount: other ?? -amount },
          ];
          const plan = planJournal(lines, await states(t.db, pool));
          const result = await settle(() => postPair(t.db, lines));
          if (plan.ok) {
            accepted++;
            expect(result.ok).toBe(true);
            const row = result.ok ? result.value : undefined;
            expect([BigInt(row!.first_balance), BigInt(row!.second_balance)]).toEqual(
              plan.postings.map((p) => p.balanceAfter),
            );
            const after = await states(t.db, [lines[0].accountId, lines[1].accountId]);
            for (const d of plan.deltas) {
              expect(after.find((a) => a.id === d.accountId)?.balance).toBe(d.balance);
            }
            const written = await t.db
              .selectFrom('posting')
              .select(['account_id', 'amount', 'balance_after'])
              .where('entry_id', '=', BigInt(row!.entry_id))
              .orderBy('id')
              .execute();
            expect(written).toEqual(
              plan.postings.map((p) => ({
                account_id: p.accountId,
                amount: p.amount,
                balance_after: p.balanceAfter,
              })),
            );
            return;
          }
          refused++;
          expect(result.ok).toBe(false);
          const error = result.ok ? undefined : result.error;
          if (plan.problem === 'overdrawn' && plan.account.memberId !== null) {
            expect(sqlRefusal(error)).toEqual({
              name: 'insufficientBalance',
              detail: plan.account.kind,
            });
          } else {
            // a wrong journal is a bug, never a member-facing refusal
            expect(sqlRefusal(error)).toBeUndefined();
            expect(String((error as Error).message)).toContain('ledger_post_pair');
          }
        },
      ),
      { numRuns: 120 },
    );
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses one account twice, and a hot account, writing nothing', async () => {
    const { pool, company } = await accountPool();
    const entries = async () =>
      (
        await t.db
          .selectFrom('journal_entry')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n.toString();
    const before = await entries();
    const message = async (lines: [Line, Line]) => {
      const result = await settle(() => postPair(t.db, lines));
      return result.ok ? 'posted' : String((result.error as Error).message);
    };
    const mine = pool[0]!;
    expect(
      await message([
        { accountId: mine, amount: -10n },
        { accountId: mine, amount: 10n },
      ]),
    ).toContain('two distinct accounts');
    expect(
      await message([
        { accountId: mine, amount: -10n },
        { accountId: company.sales.id, amount: 10n },
      ]),
    ).toContain('hot account');
    expect(await entries()).toBe(before);
  });
});
