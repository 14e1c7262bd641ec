import { randomUUID } from 'node:crypto';
import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyAccountBalances,
  companyAccounts,
  memberAccounts,
} from '../../src/modules/ledger/accounts.service.js';
import { postJournal } from '../../src/modules/ledger/ledger.service.js';
import { rollUpPendingRows } from '../../src/modules/ledger/ledger.repository.js';
import { verifyLedger } from '../../src/modules/ledger/verify.service.js';
import { inTransaction } from '../../src/db/transaction.js';
import type { Db } from '../../src/db/client.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import {
  call,
  currencyOf,
  fund,
  TEST_PIN,
  totalOfAllAccounts,
  walletMember,
} from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sum of an account's postings: what its balance must be, however it is kept. */
async function postedTo(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('posting')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

const pendingOf = async (db: Db, accountId: bigint) =>
  (
    await db
      .selectFrom('ledger_pending')
      .select('amount')
      .where('account_id', '=', accountId)
      .execute()
  ).length;

async function salesJournal(memberId: number, amount: bigint) {
  const currency = await currencyOf(t.db, 'US');
  const mine = await memberAccounts(t.db, { id: memberId, companyCode: 'US' }, currency);
  const company = await companyAccounts(t.db, 'US', currency);
  return {
    mine,
    company,
    lines: [
      { accountId: mine.bonus.id, amount: -amount },
      { accountId: company.sales.id, amount },
    ],
  };
}

describe('hot company accounts', () => {
  it('appends to a hot account: no running balance, a pending change, exact derived balance', async () => {
    const member = await createMember(t.db);
    await fund(t.db, member, 'bonus', 1_000n);
    const { mine, company, lines } = await salesJournal(member.id, 400n);
    expect(company.sales).toMatchObject({ kind: 'sales' });
    const posted = await inTransaction(t.db, (trx) =>
      postJournal(trx, {
        companyCode: 'US',
        type: 'orderPayment',
        postings: lines,
        createdBy: 'test',
        at: new Date(),
      }),
    );
    // the member's balance is known and returned; the hot account's is not
    expect(posted.balances.get(mine.bonus.id)).toBe(600n);
    expect(posted.balances.has(company.sales.id)).toBe(false);
    const rows = await t.db
      .selectFrom('posting')
      .select(['account_id', 'balance_after'])
      .where('entry_id', '=', posted.journalId)
      .execute();
    expect(rows.find((r) => r.account_id === company.sales.id)?.balance_after).toBeNull();
    expect(rows.find((r) => r.account_id === mine.bonus.id)?.balance_after).toBe(600n);
    expect(await pendingOf(t.db, company.sales.id)).toBeGreaterThan(0);

    const derived = async () =>
      (await companyAccountBalances(t.db, 'US')).find((a) => a.id === company.sales.id)!.balance;
    expect(await derived()).toBe(await postedTo(t.db, company.sales.id));
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });

    // the roll-up moves the pending changes into the row and changes no balance
    expect(await rollUpPendingRows(t.db)).toBeGreaterThan(0);
    expect(await pendingOf(t.db, company.sales.id)).toBe(0);
    const row = await t.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('id', '=', company.sales.id)
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(await postedTo(t.db, company.sales.id));
    expect(await derived()).toBe(row.balance);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });
});

/** Real concurrency needs a pool: on PGlite transactions run one at a time anyway. */
describe.skipIf(!TEST_PG_URL)(
  'payments posting to one company account at once (PostgreSQL)',
  () => {
    it('a payment does not wait for another one still open on the same sales account', async () => {
      const [a, b] = await Promise.all([createMember(t.db), createMember(t.db)]);
      await fund(t.db, a, 'bonus', 1_000n);
      await fund(t.db, b, 'bonus', 1_000n);
      const first = await salesJournal(a.id, 100n);
      const second = await salesJournal(b.id, 200n);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let posted!: () => void;
      const firstPosted = new Promise<void>((resolve) => (posted = resolve));
      const open = inTransaction(t.db, async (trx) => {
        await postJournal(trx, {
          companyCode: 'US',
          type: 'orderPayment',
          postings: first.lines,
          createdBy: 'test',
          at: new Date(),
        });
        posted();
        await held; // keeps the first transaction open, holding whatever it locked
      });
      await firstPosted;
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 3_000));
      const other = inTransaction(t.db, (trx) =>
        postJournal(trx, {
          companyCode: 'US',
          type: 'orderPayment',
          postings: second.lines,
          createdBy: 'test',
          at: new Date(),
        }),
      ).then(() => 'done');
      const outcome = await Promise.race([other, timeout]);
      release();
      await open;
      await other;
      expect(outcome).toBe('done');
      expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
    });

    it('40 e-wallet payments at once over HTTP keep the books balanced and the sales balance exact', async () => {
      const sku = (
        await makeShop(t.db, [{ name: 'Hot seller', kind: 'eproduct', price: 1234n, stock: 1000 }])
      ).get('Hot seller')!;
      const currency = await currencyOf(t.db, 'US');
      const company = await companyAccounts(t.db, 'US', currency);
      const buyers = await Promise.all(Array.from({ length: 40 }, () => walletMember(t)));
      for (const b of buyers) await fund(t.db, b.member, 'bonus', 100_000n);
      const orders = await Promise.all(
        buyers.map((b, i) => placeOrder(t, b.token, eOrder([sku], 1 + (i % 3)))),
      );
      const salesBefore = await postedTo(t.db, company.sales.id);

      const answers = await Promise.all(
        buyers.map((b, i) =>
          call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orders[i]!.orderNo), {
            token: b.token,
            body: { method: 'ewallet', amount: orders[i]!.total, account: 'bonus', pin: TEST_PIN },
            key: randomUUID(),
          }),
        ),
      );
      expect(answers.map((r) => r.json().data.paid)).toEqual(buyers.map(() => true));

      // every order's goods went to the one sales account, none lost or doubled
      const goods = buyers.reduce((s, _b, i) => s + 1234n * BigInt(1 + (i % 3)), 0n);
      expect((await postedTo(t.db, company.sales.id)) - salesBefore).toBe(goods);
      const derived = async () =>
        (await companyAccountBalances(t.db, 'US')).find((a) => a.id === company.sales.id)!.balance;
      expect(await derived()).toBe(await postedTo(t.db, company.sales.id));
      expect(await totalOfAllAccounts(t.db)).toBe(0n);
      expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });

      // two roll-ups at once fold each pending change exactly once
      await Promise.all([rollUpPendingRows(t.db), rollUpPendingRows(t.db)]);
      expect(await pendingOf(t.db, company.sales.id)).toBe(0);
      expect(await derived()).toBe(await postedTo(t.db, company.sales.id));
      expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
    });
  },
);
