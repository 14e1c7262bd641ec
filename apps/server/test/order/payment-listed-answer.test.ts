import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trx } from '../../src/db/transaction.js';
import { answerInsert } from '../../src/modules/ledger/idempotency.repository.js';
import type { AnswerSlot } from '../../src/modules/ledger/index.js';
import { insertPaymentListing } from '../../src/modules/order/order-payment-listing.repository.js';
import { lockOrderRowToPay } from '../../src/modules/order/order-payment.repository.js';
import type { PaymentView } from '../../src/modules/order/order-view.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from './order-test-kit.js';

/**
 * An e-wallet payment's answer is stored by its new payment row's statement, made in Node of
 * the order's payments as the locking read gave them (the paid step's voids applied) with a
 * placeholder for the new id. The statement stores it only when the order's payments are still
 * exactly those; else the answer of the listing it answers is stored after, as before.
 */
let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Listed', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 20 }])
  ).get('Listed')!;
});
afterAll(() => t.close());

const orderIdOf = async (orderNo: string) =>
  (
    await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).id;

const attempt = (orderId: number, key: string, status: 'pending' | 'challenge') => ({
  order_id: orderId,
  method: 'card' as const,
  amount: 2500n,
  status,
  account: null,
  detail: 'visa 4242',
  provider_ref: null,
  idempotency_key: key,
  journal_id: null,
  failure: null,
  created_at: new Date(),
  updated_at: new Date(),
});

const storedOf = (scope: string, key: string) =>
  t.db
    .selectFrom('idempotency_key')
    .select('response')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();

const ROLLBACK = new Error('rollback');
async function rolledBack<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await t.db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx as Trx);
      throw ROLLBACK;
    })
    .catch((e: unknown) => {
      if (e !== ROLLBACK) throw e;
    });
  return result!;
}

const slotOf = (key: string): AnswerSlot => ({
  insert: (qc, response, when) =>
    answerInsert(
      qc,
      { scope: 'test:listed', key, requestHash: 'h', at: new Date() },
      response,
      when,
    ),
  took: () => undefined,
});

describe('the payment’s answer stored by its payment row’s statement', () => {
  it('is the answer given (voided attempts and the new id included), and replays as given', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    await t.db
      .insertInto('order_payment')
      .values(attempt(orderId, 'listed:card', 'pending'))
      .execute();
    const pay = () =>
      call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
        token,
        key: 'listed-pay',
        body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
      });
    const first = (await pay()).json().data;
    expect(first.payments.map((p: { status: string }) => p.status)).toEqual([
      'failed',
      'succeeded',
    ]);
    expect((await storedOf(`member:${member.id}`, 'listed-pay'))?.response).toEqual(first);
    expect((await pay()).json().data).toEqual(first);
  });

  it('is stored only when the order’s payments are those expected', async () => {
    const { token } = await walletMember(t);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    const fresh = { ...attempt(orderId, 'listed:new', 'pending'), method: 'ewallet' as const };
    const listed = (trx: Trx, key: string, expected: PaymentView[]) =>
      insertPaymentListing(trx, fresh, {
        slot: slotOf(key),
        text: '{"id":-9007199254740991}',
        placeholder: '-9007199254740991',
        expected,
      });
    // none before: stored, the placeholder numbered
    const alone = await rolledBack(async (trx) => {
      const done = await listed(trx, 'alone', []);
      const stored = await trx
        .selectFrom('idempotency_key')
        .select('response')
        .where('key', '=', 'alone')
        .executeTakeFirst();
      return { done, stored };
    });
    expect(alone.done.answer).toEqual({ matched: true, stored: true });
    expect(alone.stored?.response).toEqual({ id: alone.done.row.id });
    await t.db
      .insertInto('order_payment')
      .values(attempt(orderId, 'listed:card', 'pending'))
      .execute();
    const locked = await rolledBack((trx) => lockOrderRowToPay(trx, orderId, 'none'));
    const as = locked!.payments;
    const cases = [
      { expected: [], matched: false },
      { expected: as.map((p) => ({ ...p, status: 'failed' as const })), matched: false },
      { expected: as.map((p) => ({ ...p, detail: null })), matched: false },
      { expected: as.map((p) => ({ ...p, amount: p.amount + 1n })), matched: false },
      { expected: [...as, { ...as[0]!, id: as[0]!.id + 1000 }], matched: false },
      { expected: as, matched: true },
    ];
    for (const c of cases) {
      const got = await rolledBack(async (trx) => {
        const done = await listed(trx, 'k', c.expected);
        const stored = await trx
          .selectFrom('idempotency_key')
          .select('key')
          .where('key', '=', 'k')
          .executeTakeFirst();
        return { matched: done.answer.matched, stored: stored !== undefined };
      });
      expect(got).toEqual({ matched: c.matched, stored: c.matched });
    }
  });

  it('lists and checks the attempts it voids as voided (the paid step in the same statement)', async () => {
    const { token } = await walletMember(t);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    await t.db
      .insertInto('order_payment')
      .values(attempt(orderId, 'void:card', 'pending'))
      .execute();
    const as = (await rolledBack((trx) => lockOrderRowToPay(trx, orderId, 'none')))!.payments;
    const voided = as.map((p) => ({ ...p, status: 'failed' as const }));
    const fresh = {
      ...attempt(orderId, 'void:new', 'pending'),
      method: 'ewallet' as const,
      status: 'succeeded' as const,
    };
    for (const c of [
      { expected: voided, matched: true },
      { expected: as, matched: false },
    ]) {
      const got = await rolledBack((trx) =>
        insertPaymentListing(
          trx,
          fresh,
          {
            slot: slotOf('void'),
            text: '{"id":-9007199254740991}',
            placeholder: '-9007199254740991',
            expected: c.expected,
          },
          new Date(),
        ),
      );
      expect(got.answer).toEqual({ matched: c.matched, stored: c.matched });
      expect(got.payments.map((p) => [p.status, p.failure])).toEqual([
        ['failed', 'superseded'],
        ['succeeded', null],
      ]);
      expect(got.row.idempotency_key).toBe('void:new');
      expect(typeof got.row.amount).toBe('bigint');
    }
  });
});
