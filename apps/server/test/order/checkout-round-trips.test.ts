import { ORDER_PATHS } from '@portal/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from './order-test-kit.js';

/**
 * Counts the SQL round trips of one order (saveOrder, then payOrder from the e-wallet) through
 * the whole HTTP stack: every executed statement (a Kysely plugin) plus BEGIN and COMMIT of
 * each transaction. Under load the company's hot rows (its order counter, its sales and tax
 * accounts) are held for the round trips between their lock and COMMIT, so this number bounds
 * the checkout's throughput (docs/benchmarks.md, "Checkout").
 */
let t: TestApp;
let ebook: number;
let transactions = 0;
const seen: string[] = [];

// an embedded sub-select passes transformQuery too, but only an executed query has a result
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node as never,
  transformResult: async (args) => {
    seen.push(String(args.queryId));
    return args.result;
  },
};

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Trip', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 50 }])
  ).get('Trip')!;
  const counted = t.db.withPlugin(counter) as Db;
  const begin = counted.transaction.bind(counted);
  counted.transaction = () => {
    transactions++;
    return begin();
  };
  t.deps.db = counted;
});
afterAll(() => t.close());

const roundTrips = () => seen.length + 2 * transactions;
const reset = () => {
  seen.length = 0;
  transactions = 0;
};

describe('one order’s SQL round trips', () => {
  it('saveOrder and an e-wallet payOrder stay within the counted budget', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 100_000n);
    const pay = (orderNo: string) =>
      call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), {
        token,
        body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
      });
    // the first order opens accounts and volume rows; the second is the steady state
    expect((await pay((await placeOrder(t, token, eOrder([ebook]))).orderNo)).json().code).toBe(0);
    reset();
    const order = await placeOrder(t, token, eOrder([ebook]));
    const save = roundTrips();
    reset();
    const paid = await pay(order.orderNo);
    expect(paid.json().data).toMatchObject({ paid: true, amountDue: '0.00' });
    const payment = roundTrips();
    console.info(`checkout: saveOrder ${save} round trips, payOrder ${payment}`);
    expect(save).toBeLessThanOrEqual(SAVE_BUDGET);
    expect(payment).toBeLessThanOrEqual(PAY_BUDGET);
  });
});

/**
 * The session's read and BEGIN/COMMIT included. Before the checkout's performance pass: saveOrder
 * 21 (18 statements), payOrder 26 (21 statements, BEGIN and COMMIT of the PIN's own
 * transaction, of the payment's). Now the order, its lines, reservations and timeline are one
 * statement; the order, the key's stored answer and the PIN row are one read; the order is
 * locked once; the member's and the company's accounts are locked in one statement.
 */
// 18 until the company row was read once for the settings' money and the office's name (17),
// and the order number was taken in the order's own insert (16); the key's stored answer is
// written by that insert too (15); the catalogue's SKU, text, image and pack reads are one
// statement (12), and the SKU rows are locked and their stock taken in one statement that also
// reads the buyer's first purchase (10); the company row, its order settings and the key's stored
// answer are one read (8); the SKUs the request names are read by that read too (7)
const SAVE_BUDGET = 7;
// 20 when it was set; the vacation-point hook on a paid order added 4; the buyer's
// volume and the trees' dirty mark became one statement (migration 0036): 23; the paid notice
// takes the buyer's login and email from the request's session instead of reading them: 22;
// a step's status and timeline row are one statement: 21; the new payment row's insert lists
// the order's payments for the answer: 20; the vacation points' row is held by one upsert and
// its new balance and history entry written by one statement: 18; the points earned are also a
// balanced journal on the ledger (the points accounts read, the journal and its postings): 21;
// the order, the key's payment and the reservations' verdict are one locking read (19), and the
// paid step voids the order's pending attempts in its own statement (18); the company's account
// ids are read with the order before the transaction (17), the member's points accounts by the
// points balance's hold (16); the paid notice is written by the step's statement (15), and the
// stored answer by the new payment row's (14); the vacation balance's hold locks the points
// accounts (13), and the points journal writes the balance and its history entry (12); the
// order's lock for the payment also locks the accounts its journal posts to (11); the paid step
// (or the paid amount) is written by the payment journal's statement (10), the buyer's volume by
// the vacation balance's hold (9), and the payment row with its stored answer (and the paid
// step's voids, so its listing shows them) by the journal's statement too (8)
const PAY_BUDGET = 8;
