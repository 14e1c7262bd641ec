import fc from 'fast-check';
import { formatMinor } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccounts, memberAccounts } from '../../src/modules/ledger/accounts.service.js';
import { lockOrder, planJournal } from '../../src/modules/ledger/journal-plan.js';
import { lockAccountRows } from '../../src/modules/ledger/ledger.repository.js';
import { inTransaction } from '../../src/db/transaction.js';
import { sqlRefusal } from '../../src/modules/ledger/sql-refusal.js';
import { postTransferStatement } from '../../src/modules/wallet/transfer/transfer.repository.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import type { Db } from '../../src/db/client.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf, fund } from '../wallet/factories.js';

/**
 * The ledger's door in SQL (migration 0041), which a transfer posts through in one statement,
 * against the door in Node (planJournal + postJournal): the same journals must be accepted
 * or refused alike, leave the same balances and write the same running balances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The accounts as the Node door sees them: read by its own lock, in id order. */
const states = (db: Db, ids: bigint[]) =>
  inTransaction(db, (trx) => lockAccountRows(trx, lockOrder(ids)));

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(run: () => Promise<T>): Promise<Settled<T>> =>
  run().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function ledgerPost(db: Db, lines: Array<{ accountId: bigint; amount: bigint }>) {
  return sql<{ entry_id: string; account_id: string; balance_after: string }>`
    select entry_id::text, account_id::text, balance_after::text from ledger_post(
      'US', 'adjustment', 'test', now(),
      ${lines.map((l) => l.accountId.toString())}::bigint[],
      ${lines.map((l) => l.amount.toString())}::bigint[])`.execute(db);
}

describe('ledger_format_minor', () => {
  it('writes every amount exactly as formatMinor does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 4 }),
        async (minor, unit) => {
          const { rows } = await sql<{ text: string }>`
            select ledger_format_minor(${minor.toString()}::bigint, ${unit}::integer) as text`.execute(
            t.db,
          );
          expect(rows[0]!.text).toBe(formatMinor(minor, unit));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('ledger_post beside planJournal', () => {
  it('accepts and refuses the same journals, with the same balances', async () => {
    const members = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    const currency = await currencyOf(t.db, 'US');
    for (const m of members) await fund(t.db, m, 'bonus', 300n);
    const company = await companyAccounts(t.db, 'US', currency);
    const opened = await Promise.all(
      members.map((m) => memberAccounts(t.db, { id: m.id, companyCode: 'US' }, currency)),
    );
    const pool = [...opened.flatMap((a) => [a.bonus.id, a.eproduct.id]), company.adjustments.id];
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(pool.length - 1), fc.bigInt({ min: -400n, max: 400n })), {
          minLength: 0,
          maxLength: 5,
        }),
        fc.option(fc.nat(pool.length - 1), { freq: 4 }),
        async (drawn, balancing) => {
          const lines = drawn.map(([i, amount]) => ({ accountId: pool[i]!, amount }));
          // most journals balanced by one more line, so both doors' acceptance is tried too
          const sum = lines.reduce((total, l) => total + l.amount, 0n);
          if (balancing !== null && sum !== 0n)
            lines.push({ accountId: pool[balancing]!, amount: -sum });
          const plan = planJournal(lines, await states(t.db, pool));
          const result = await settle(() => ledgerPost(t.db, lines));
          if (plan.ok) {
            accepted++;
            expect(result.ok).toBe(true);
            const rows = result.ok ? result.value.rows : [];
            const after = new Map(rows.map((r) => [BigInt(r.account_id), BigInt(r.balance_after)]));
            for (const d of plan.deltas) expect(after.get(d.accountId)).toBe(d.balance);
            const written = await t.db
              .selectFrom('posting')
              .select(['account_id', 'amount', 'balance_after'])
              .where('entry_id', '=', BigInt(rows[0]!.entry_id))
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
            expect(String((error as Error).message)).toContain('ledger_post');
          }
        },
      ),
      // 80 runs accepted 8 to 22 journals (a random draw): 160 keep the guard's margin wide
      { numRuns: 160 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('never posts to a hot account: those are appended by postJournal', async () => {
    const member = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    await fund(t.db, member, 'bonus', 100n);
    const company = await companyAccounts(t.db, 'US', currency);
    const mine = await memberAccounts(t.db, { id: member.id, companyCode: 'US' }, currency);
    const result = await settle(() =>
      ledgerPost(t.db, [
        { accountId: mine.bonus.id, amount: -10n },
        { accountId: company.sales.id, amount: 10n },
      ]),
    );
    expect(result.ok).toBe(false);
    expect(String(result.ok ? '' : (result.error as Error).message)).toContain('hot account');
  });
});

describe('wallet_transfer_post', () => {
  it('writes nothing when an account was never opened, and says so', async () => {
    const sender = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    const recipient = await createMember(t.db, { sponsor_id: sender.id });
    await fund(t.db, sender, 'bonus', 500n);
    const entries = async () =>
      (
        await t.db
          .selectFrom('journal_entry')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n.toString();
    const before = await entries();
    const statement = {
      companyCode: 'US',
      fromMemberId: sender.id,
      toMemberId: recipient.id,
      fromAccount: 'bonus' as const,
      toAccount: 'bonus' as const,
      amount: 100n,
      currency: currency.code,
      minorUnit: currency.minorUnit,
      remark: null,
      daily: 10_000n,
      timeZone: 'UTC',
      at: new Date(),
      createdBy: `member:${sender.id}`,
      senderAccounts: ['bonus', 'eproduct', 'worldplan'] as const,
      ticket: { scope: `member:${sender.id}`, key: 'door-1', requestHash: 'h' },
      answer: '{"transferId":"{{transferId}}","balance":"{{balance:bonus}}"}',
    };
    expect(await postTransferStatement(t.db, statement)).toEqual({ status: 'accounts' });
    expect(await entries()).toEqual(before);
    await memberAccounts(t.db, { id: recipient.id, companyCode: 'US' }, currency);
    const posted = await postTransferStatement(t.db, statement);
    expect(posted).toMatchObject({ status: 'posted', balances: [400n, 0n, 0n] });
    const stored = await t.db
      .selectFrom('idempotency_key')
      .select(sql<string>`response::text`.as('text'))
      .where('key', '=', 'door-1')
      .executeTakeFirstOrThrow();
    const transferId = posted.status === 'posted' ? posted.transferId : 0n;
    expect(stored.text).toBe(`{"transferId":"${transferId}","balance":"4.00"}`);
    // the same key again: the stored answer stands and the second transfer is undone whole
    const again = await settle(() => postTransferStatement(t.db, { ...statement, at: new Date() }));
    expect(again.ok ? undefined : sqlRefusal(again.error)?.name).toBe('answeredElsewhere');
    expect(Number(await entries())).toEqual(Number(before) + 1);
  });

  it('judges the balance before the daily limit, and undoes the entry when the limit refuses', async () => {
    const sender = await createMember(t.db);
    const recipient = await createMember(t.db, { sponsor_id: sender.id });
    const currency = await currencyOf(t.db, 'US');
    await fund(t.db, sender, 'bonus', 500n);
    await memberAccounts(t.db, { id: recipient.id, companyCode: 'US' }, currency);
    const statement = (amount: bigint, key: string) => ({
      companyCode: 'US',
      fromMemberId: sender.id,
      toMemberId: recipient.id,
      fromAccount: 'bonus' as const,
      toAccount: 'bonus' as const,
      amount,
      currency: currency.code,
      minorUnit: currency.minorUnit,
      remark: null,
      daily: 100n,
      timeZone: 'UTC',
      at: new Date(),
      createdBy: `member:${sender.id}`,
      senderAccounts: ['bonus'] as const,
      ticket: { scope: `member:${sender.id}`, key, requestHash: 'h' },
      answer: '{}',
    });
    const refusal = async (amount: bigint, key: string) => {
      const result = await settle(() => postTransferStatement(t.db, statement(amount, key)));
      return result.ok ? undefined : sqlRefusal(result.error);
    };
    expect(await refusal(600n, 'over-both')).toEqual({
      name: 'insufficientBalance',
      detail: 'bonus',
    });
    expect(await refusal(200n, 'over-daily')).toEqual({
      name: 'dailyTransferLimitExceeded',
      detail: '0',
    });
    expect(await refusal(60n, 'within')).toBeUndefined();
    expect(await refusal(60n, 'second')).toEqual({
      name: 'dailyTransferLimitExceeded',
      detail: '60',
    });
    const rows = await t.db
      .selectFrom('wallet_transfer')
      .select('amount')
      .where('from_member_id', '=', sender.id)
      .execute();
    expect(rows).toEqual([{ amount: 60n }]);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });
});
