import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import {
  markOrderPaid,
  orderForPayment,
  recordPaymentAttempt,
  recordPaymentFailure,
} from '../../src/modules/order/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, fund, totalOfAllAccounts, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from './order-test-kit.js';
import type { MemberContext } from '../../src/lib/member-context.js';

let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (await makeShop(t.db, [{ name: 'E-book', kind: 'eproduct', price: 3000n }])).get(
    'E-book',
  )!;
});
afterAll(() => t.close());

const asMember = (id: number) => ({ memberId: id }) as MemberContext;

describe("the order face for the payment helper's providers", () => {
  it('splits: e-wallet first, a card the rest; repeats by key or provider reference change nothing', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 1_000n);
    const placed = await placeOrder(t, token, eOrder([ebook]));
    const due = await orderForPayment(t.deps, asMember(member.id), placed.orderNo);
    expect(due).toMatchObject({ amountDueMinor: 3_000n, payable: true, currency: 'USD' });
    const at = t.clock.now;
    const base = { orderId: due.orderId, at };
    await inTransaction(t.db, (trx) =>
      recordPaymentFailure(trx, {
        ...base,
        method: 'card',
        amountMinor: 2_000n,
        idempotencyKey: 'card-attempt-1',
        reason: 'declined',
      }),
    );
    const wallet = await inTransaction(t.db, (trx) =>
      markOrderPaid(trx, {
        ...base,
        method: 'ewallet',
        amountMinor: 1_000n,
        providerRef: null,
        idempotencyKey: 'split-wallet-1',
        wallet: { memberId: member.id, account: 'bonus' },
        by: `member:${member.id}`,
      }),
    );
    expect(wallet.order.status).toBe(0);
    const card = {
      ...base,
      method: 'card' as const,
      amountMinor: 2_000n,
      providerRef: 'ch_123',
      idempotencyKey: 'card-attempt-2',
      by: 'provider:card',
      detail: 'visa 4242',
    };
    const paid = await inTransaction(t.db, (trx) => markOrderPaid(trx, card));
    expect(paid).toMatchObject({ repeated: false, order: { status: 10 } });
    const again = await inTransaction(t.db, (trx) => markOrderPaid(trx, card));
    expect(again.repeated).toBe(true);
    const webhook = await inTransaction(t.db, (trx) =>
      markOrderPaid(trx, { ...card, idempotencyKey: 'webhook-evt-9' }),
    );
    expect(webhook.repeated).toBe(true);
    const payments = await t.db
      .selectFrom('order_payment')
      .select(['method', 'status'])
      .where('order_id', '=', due.orderId)
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { method: 'card', status: 'failed' },
      { method: 'ewallet', status: 'succeeded' },
      { method: 'card', status: 'succeeded' },
    ]);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(0n);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    const after = await orderForPayment(t.deps, asMember(member.id), placed.orderNo);
    expect(after).toMatchObject({ amountDueMinor: 0n, payable: false });
  });

  it('turns a challenged attempt into the payment when its key is paid (no second row)', async () => {
    const { member, token } = await walletMember(t);
    const placed = await placeOrder(t, token, eOrder([ebook]));
    const { orderId } = await orderForPayment(t.deps, asMember(member.id), placed.orderNo);
    const attempt = {
      orderId,
      method: 'card' as const,
      amountMinor: 3_000n,
      idempotencyKey: 'card-3ds-0001',
    };
    await inTransaction(t.db, (trx) => recordPaymentAttempt(trx, attempt, 'challenge'));
    const paid = await inTransaction(t.db, (trx) =>
      markOrderPaid(trx, { ...attempt, providerRef: 'ch_3ds' }),
    );
    expect(paid.order.status).toBe(10);
    await inTransaction(t.db, (trx) => recordPaymentFailure(trx, { ...attempt, reason: 'late' }));
    const rows = await t.db
      .selectFrom('order_payment')
      .select(['status', 'provider_ref'])
      .where('order_id', '=', orderId)
      .execute();
    expect(rows).toEqual([{ status: 'succeeded', provider_ref: 'ch_3ds' }]);
  });

  it("refuses another member's order as one that does not exist", async () => {
    const owner = await walletMember(t);
    const placed = await placeOrder(t, owner.token, eOrder([ebook]));
    const other = await walletMember(t);
    await expect(
      orderForPayment(t.deps, asMember(other.member.id), placed.orderNo),
    ).rejects.toMatchObject({
      key: 'orderNotFound',
    });
  });
});
