import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccounts, memberAccounts } from '../../src/modules/ledger/accounts.service.js';
import { planJournal, type AccountState } from '../../src/modules/ledger/journal-plan.js';
import { postJournal } from '../../src/modules/ledger/ledger.service.js';
import { inTransaction } from '../../src/db/transaction.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import { isAppError } from '../../src/lib/app-error.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf, totalOfAllAccounts } from '../wallet/factories.js';

describe('planJournal (pure)', () => {
  const account = (id: bigint, balance: bigint, allowNegative = false): AccountState => ({
    id,
    balance,
    currency: 'USD',
    memberId: allowNegative ? null : 1,
    kind: allowNegative ? 'adjustments' : 'bonus',
    allowNegative,
  });

  it('accepts exactly the journals that balance and overdraw nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.bigInt({ min: -500n, max: 500n })), {
          minLength: 0,
          maxLength: 6,
        }),
        fc.array(fc.bigInt({ min: 0n, max: 400n }), { minLength: 3, maxLength: 3 }),
        (lines, balances) => {
          const accounts = [
            ...balances.map((b, i) => account(BigInt(i + 1), b)),
            { ...account(4n, 0n, true), hot: true },
          ];
          const postings = lines.map(([id, amount]) => ({ accountId: BigInt(id), amount }));
          const plan = planJournal(postings, accounts);
          const sum = postings.reduce((s, p) => s + p.amount, 0n);
          const finals = accounts.map(
            (a) =>
              a.balance +
              postings.filter((p) => p.accountId === a.id).reduce((s, p) => s + p.amount, 0n),
          );
          const valid =
            postings.length >= 2 &&
            postings.every((p) => p.amount !== 0n) &&
            sum === 0n &&
            finals.every((f, i) => f >= 0n || accounts[i]!.allowNegative);
          expect(plan.ok).toBe(valid);
          if (plan.ok) {
            for (const d of plan.deltas) expect(d.balance).toBe(finals[Number(d.accountId) - 1]);
            for (const p of plan.postings) expect(p.balanceAfter === null).toBe(p.accountId === 4n);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('random journals on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('conserve money, keep balances equal to postings and never overdraw a member', async () => {
    const currency = await currencyOf(t.db, (await createMember(t.db)).company_code);
    const members = await Promise.all([1, 2, 3, 4].map(() => createMember(t.db)));
    const company = await companyAccounts(t.db, 'US', currency);
    const accounts = (
      await Promise.all(
        members.map((m) => memberAccounts(t.db, { id: m.id, companyCode: 'US' }, currency)),
      )
    ).flatMap((a) => [a.bonus.id, a.eproduct.id, a.worldplan.id]);
    // sales is hot (appended, never locked): the same rules must hold with it in the mix
    const pool = [...accounts, company.adjustments.id, company.bonusExpense.id, company.sales.id];

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(pool.length - 1),
            to: fc.nat(pool.length - 1),
            amount: fc.bigInt({ min: 1n, max: 5_000n }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (moves) => {
          for (const move of moves) {
            if (move.from === move.to) continue;
            try {
              await inTransaction(t.db, (trx) =>
                postJournal(trx, {
                  companyCode: 'US',
                  type: 'adjustment',
                  postings: [
                    { accountId: pool[move.from]!, amount: -move.amount },
                    { accountId: pool[move.to]!, amount: move.amount },
                  ],
                  createdBy: 'property',
                  at: new Date(),
                }),
              );
            } catch (error) {
              if (!isAppError(error) || error.key !== 'insufficientBalance') throw error;
            }
          }
          expect(await totalOfAllAccounts(t.db)).toBe(0n);
          expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
        },
      ),
      { numRuns: 12 },
    );
  });
});
