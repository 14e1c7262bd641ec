import fc from 'fast-check';
import { MEMBER_ACCOUNTS, type MemberAccount } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsOfMembers, companyAccounts } from '../../src/modules/ledger/accounts.service.js';
import { postJournal, postJournalToMembers } from '../../src/modules/ledger/ledger.service.js';
import { inTransaction, type Trx } from '../../src/db/transaction.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import type { Currency } from '../../src/modules/ledger/index.js';
import { AppError } from '../../src/lib/app-error.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf, fund } from '../wallet/factories.js';

/**
 * The bonus close's door (`ledger_post_to_members`, migration 0074) beside the Node door it
 * replaced there (accountsOfMembers, then postJournal): the same journals must be accepted or
 * refused alike, open the same accounts, write the same postings with the same running
 * balances, and leave the same balances. Each journal goes through the Node door in a
 * transaction that is then undone, and through the SQL door for real.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Line =
  { accountId: bigint; amount: bigint } | { member: number; kind: MemberAccount; amount: bigint };
const AT = new Date('2026-12-01T00:00:00Z');

/** What a door left: the entry's postings by owner, and every named account's balance. */
async function written(trx: Trx, entry: bigint, members: number[]) {
  const postings = await trx
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select(['a.member_id', 'a.kind', 'p.amount', 'p.balance_after'])
    .where('p.entry_id', '=', entry)
    .orderBy('p.id')
    .execute();
  const accounts = await trx
    .selectFrom('ledger_account')
    .select(['member_id', 'kind', 'balance'])
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', members),
        eb.and([eb('member_id', 'is', null), eb('company_code', '=', 'US')]),
      ]),
    )
    .orderBy('member_id')
    .orderBy('kind')
    .execute();
  return { postings, accounts };
}

class Undone {
  constructor(readonly value: unknown) {}
}
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Runs a door in a transaction and reads what it wrote; `undo` rolls it all back after. */
async function through(
  door: (trx: Trx) => Promise<bigint>,
  members: number[],
  undo: boolean,
): Promise<Outcome> {
  try {
    const value = await inTransaction(t.db, async (trx) => {
      const seen = await written(trx, await door(trx), members);
      if (undo) throw new Undone(seen);
      return seen;
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Undone) return { ok: true, value: error.value };
    return { ok: false, error };
  }
}

const byId = (lines: Line[]) =>
  lines.flatMap((l) => ('accountId' in l ? [{ accountId: l.accountId, amount: l.amount }] : []));
const toMembers = (lines: Line[]) => lines.flatMap((l) => ('member' in l ? [l] : []));

async function nodeDoor(trx: Trx, lines: Line[], currency: Currency) {
  const named = [...new Set(toMembers(lines).map((l) => l.member))];
  const accounts = await accountsOfMembers(
    trx,
    named.map((id) => ({ id, companyCode: 'US' })),
    currency,
  );
  const postings = [
    ...byId(lines),
    ...toMembers(lines).map((l) => ({
      accountId: accounts.get(l.member)![l.kind].id,
      amount: l.amount,
    })),
  ];
  const posted = await postJournal(trx, {
    companyCode: 'US',
    type: 'adjustment',
    postings,
    createdBy: 'test',
    at: AT,
  });
  return posted.journalId;
}

function sqlDoor(trx: Trx, lines: Line[], currency: Currency) {
  const mine = toMembers(lines);
  return postJournalToMembers(trx, {
    companyCode: 'US',
    type: 'adjustment',
    currency,
    postings: byId(lines),
    toMembers: {
      memberIds: mine.map((l) => l.member),
      kinds: mine.map((l) => l.kind),
      amounts: mine.map((l) => l.amount),
    },
    open: MEMBER_ACCOUNTS,
    createdBy: 'test',
    at: AT,
  });
}

describe('ledger_post_to_members beside accountsOfMembers and postJournal', () => {
  it('accepts and refuses the same journals, opening the same accounts, with the same balances', async () => {
    const funded = [await createMember(t.db), await createMember(t.db)];
    const currency = await currencyOf(t.db, 'US');
    for (const m of funded) await fund(t.db, m, 'bonus', 300n);
    const company = await companyAccounts(t.db, 'US', currency);
    // adjustments may go below zero, withdrawal clearing may not
    const companyPool = [company.adjustments.id, company.withdrawalClearing.id];
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(companyPool.length - 1), fc.bigInt({ min: -400n, max: 400n })), {
          maxLength: 1,
        }),
        fc.array(
          fc.tuple(
            fc.nat(funded.length), // the last: a member new to the ledger
            fc.constantFrom(...MEMBER_ACCOUNTS),
            // mostly credits, as a close posts them; a debit now and then may overdraw
            fc.bigInt({ min: -100n, max: 400n }),
          ),
          { maxLength: 5 },
        ),
        fc.nat(3).map((k) => k > 0), // three in four balanced
        async (companyLines, memberLines, balance) => {
          const fresh = await createMember(t.db);
          const members = [...funded.map((m) => m.id), fresh.id];
          const lines: Line[] = [
            ...companyLines.map(([i, amount]) => ({ accountId: companyPool[i]!, amount })),
            ...memberLines.map(([i, kind, amount]) => ({ member: members[i]!, kind, amount })),
          ];
          // most journals balanced by the company's adjustments, so acceptance is tried too
          const sum = lines.reduce((total, l) => total + l.amount, 0n);
          if (balance && sum !== 0n)
            lines.unshift({ accountId: company.adjustments.id, amount: -sum });
          const node = await through((trx) => nodeDoor(trx, lines, currency), members, true);
          const inSql = await through((trx) => sqlDoor(trx, lines, currency), members, false);
          if (node.ok) {
            accepted++;
            expect(inSql).toEqual(node);
            return;
          }
          refused++;
          expect(inSql.ok).toBe(false);
          const [n, s] = [node, inSql].map((o) => (o.ok ? undefined : (o.error as Error)));
          if (n instanceof AppError) {
            // a member's refusal: the same error, naming the same account kind
            expect(s).toBeInstanceOf(AppError);
            expect([(s as AppError).key, (s as AppError).options]).toEqual([n.key, n.options]);
          } else {
            // a wrong journal is a bug, never a member-facing refusal
            expect(s).not.toBeInstanceOf(AppError);
            expect(s!.message).toContain('ledger_post_to_members');
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('never posts to a hot account: those are appended by postJournal', async () => {
    const member = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    const company = await companyAccounts(t.db, 'US', currency);
    const lines: Line[] = [
      { accountId: company.sales.id, amount: -10n },
      { member: member.id, kind: 'bonus', amount: 10n },
    ];
    const result = await through((trx) => sqlDoor(trx, lines, currency), [member.id], false);
    expect(result.ok).toBe(false);
    expect(String(result.ok ? '' : (result.error as Error).message)).toContain('hot account');
    const opened = await sql<{ n: number }>`
      select count(*)::int as n from ledger_account where member_id = ${member.id}`.execute(t.db);
    expect(opened.rows[0]!.n).toBe(0); // the refusal undid the accounts it opened too
  });
});
