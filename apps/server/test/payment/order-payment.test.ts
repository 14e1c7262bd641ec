import {
  API_BASE_PATH,
  ORDER_PATHS,
  PAYMENT_PATHS,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderTimeoutError } from '../../src/modules/payment/providers/provider.js';
import { providersOf } from '../../src/modules/payment/providers/registry.js';
import { providerRefundJob } from '../../src/modules/payment/index.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { balanceOf, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { orderPayments, payThirdParty, raceReturnAndWebhooks } from './order-payment-kit.js';

let t: TestApp;
let ebook: number;
beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Guide', kind: 'eproduct', price: 2500n, stock: 50 }])
  ).get('Guide')!;
});
afterAll(() => t.close());

const pay = (token: string, orderNo: string, body: object, key?: string) =>
  call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), { token, body, key });
const byCard = (number: string, amount = '25.00', extra: object = {}) => ({
  method: 'card',
  amount,
  card: { number, expiry: '12/39', cvc: '123', holder: 'Ann Buyer' },
  ...extra,
});
async function buyer() {
  const who = await walletMember(t);
  const order = await placeOrder(t, who.token, eOrder([ebook]));
  return { ...who, orderNo: order.orderNo };
}

describe('payOrder by card', () => {
  it('declines a card, then a good card pays the same order: one succeeded payment', async () => {
    const { token, orderNo } = await buyer();
    const declined = await pay(token, orderNo, byCard(SANDBOX_CARDS.decline.number));
    expect(declined.statusCode).toBe(422);
    expect(declined.json().data.error).toBe('cardDeclined');
    const good = await pay(token, orderNo, byCard(SANDBOX_CARDS.approve.number));
    expect(good.json()).toMatchObject({
      code: 0,
      data: { paid: true, amountDue: '0.00', action: null },
    });
    const payments = await orderPayments(t, orderNo);
    expect(payments.map((p) => [p.method, p.status])).toEqual([
      ['card', 'failed'],
      ['card', 'succeeded'],
    ]);
    expect(payments[1]!.detail).toBe('visa •••• 4242');
  });

  it('resolves a time-out by asking; the retry with the same key charges once', async () => {
    const { token, orderNo } = await buyer();
    const provider = providersOf(t.deps).card;
    const real = provider.retrieve.bind(provider);
    const lost = vi
      .spyOn(provider, 'retrieve')
      .mockImplementationOnce(real)
      .mockImplementationOnce(async () => {
        throw new ProviderTimeoutError('retrieve');
      });
    const first = await pay(token, orderNo, byCard(SANDBOX_CARDS.timeout.number), 'card-key-01');
    lost.mockRestore();
    expect(first.json().data.error).toBe('paymentPending');
    const retried = await Promise.all([
      pay(token, orderNo, byCard(SANDBOX_CARDS.timeout.number), 'card-key-01'),
      pay(token, orderNo, byCard(SANDBOX_CARDS.timeout.number), 'card-key-01'),
    ]);
    for (const res of retried) expect(res.json().data).toMatchObject({ paid: true });
    const charges = await t.db.selectFrom('sandbox_card_charge').selectAll().execute();
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(charges.filter((c) => c.idempotency_key === attempt.provider_key)).toHaveLength(1);
    expect(await orderPayments(t, orderNo)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('asks for the challenge code at the URL it names, then pays', async () => {
    const { token, orderNo } = await buyer();
    const started = await pay(token, orderNo, byCard(SANDBOX_CARDS.challenge.number));
    const action = started.json().data.action as { type: string; url: string; attemptId: number };
    expect(action.type).toBe('challenge');
    // the Payment page answers the challenge itself, by attempt id; the URL names the same one
    expect(action.url).toMatch(new RegExp(`/omn/payment/challenge/${action.attemptId}$`));
    expect(started.json().data.paid).toBe(false);
    expect(await orderPayments(t, orderNo)).toMatchObject([
      { method: 'card', status: 'challenge' },
    ]);
    const res = await call(t, 'POST', action.url.slice(API_BASE_PATH.length), {
      token,
      body: { code: SANDBOX_CHALLENGE_CODE },
    });
    expect(res.json().data.status).toBe('captured');
    const status = await call(t, 'GET', ORDER_PATHS.paymentStatus.replace(':orderNo', orderNo), {
      token,
    });
    expect(status.json().data).toMatchObject({ paid: true });
    expect(await orderPayments(t, orderNo)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('takes the e-wallet part first and the card the rest (split)', async () => {
    const { member, token, orderNo } = await buyer();
    await fund(t.db, member, 'bonus', 1_000n);
    const body = byCard(SANDBOX_CARDS.approve.number, '25.00', {
      ewallet: { amount: '10.00', account: 'bonus', pin: TEST_PIN },
    });
    const res = await pay(token, orderNo, body, 'split-key-01');
    expect(res.json().data).toMatchObject({ paid: true });
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(0n);
    expect((await orderPayments(t, orderNo)).map((p) => [p.method, String(p.amount)])).toEqual([
      ['ewallet', '1000'],
      ['card', '1500'],
    ]);
    // the same request again answers the same, though nothing is due any more
    expect((await pay(token, orderNo, body, 'split-key-01')).json().data.paid).toBe(true);
  });

  it('refuses a bad card number, a wrong amount, an expired card and a foreign order', async () => {
    const { token, orderNo } = await buyer();
    const luhn = await pay(token, orderNo, byCard('4242424242424241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().data.fields).toEqual([
      { path: 'body.card.number', key: 'validation.payment.cardNumber' },
    ]);
    const amount = await pay(token, orderNo, byCard(SANDBOX_CARDS.approve.number, '24.99'));
    expect(amount.json().data.error).toBe('paymentAmountMismatch');
    const old = {
      ...byCard(SANDBOX_CARDS.approve.number),
      card: { number: SANDBOX_CARDS.approve.number, expiry: '01/20', cvc: '123', holder: 'A' },
    };
    expect((await pay(token, orderNo, old)).json().data.error).toBe('cardExpired');
    const stranger = await walletMember(t);
    const foreign = await pay(stranger.token, orderNo, byCard(SANDBOX_CARDS.approve.number));
    expect(foreign.json().data.error).toBe('orderNotFound');
    expect(await orderPayments(t, orderNo)).toEqual([]);
  });
});

describe('payOrder by third party', () => {
  it("makes one payment when the webhook races the member's return", async () => {
    const { token, orderNo } = await buyer();
    const { attemptId } = await payThirdParty(t, token, orderNo, '25.00');
    const answers = await raceReturnAndWebhooks(t, token, attemptId);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await orderPayments(t, orderNo)).toMatchObject([
      { method: 'thirdparty', status: 'succeeded' },
    ]);
    const status = await call(t, 'GET', ORDER_PATHS.paymentStatus.replace(':orderNo', orderNo), {
      token,
    });
    expect(status.json().data).toMatchObject({ paid: true, amountDue: '0.00' });
  });

  it('refunds a capture whose order was cancelled while the member was on the page', async () => {
    const { token, orderNo } = await buyer();
    const { attemptId, redirectUrl } = await payThirdParty(t, token, orderNo, '25.00', false);
    const cancel = await call(t, 'POST', ORDER_PATHS.cancel.replace(':orderNo', orderNo), {
      token,
    });
    expect(cancel.json().code).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    const back = await call(t, 'POST', PAYMENT_PATHS.refresh.replace(':id', String(attemptId)), {
      token,
    });
    expect(back.json().data.error).toBe('orderNotPayable');
    const session = await t.db
      .selectFrom('payment_attempt')
      .innerJoin(
        'sandbox_redirect_session',
        'sandbox_redirect_session.id',
        'payment_attempt.provider_ref',
      )
      .select(['payment_attempt.status as ours', 'sandbox_redirect_session.status as theirs'])
      .where('payment_attempt.id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ ours: 'refunded', theirs: 'refunded' });
  });
});

describe('refunds at the provider', () => {
  it('gives a card payment back in parts, once per key, through the refund job', async () => {
    const { token, orderNo } = await buyer();
    await pay(token, orderNo, byCard(SANDBOX_CARDS.approve.number));
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    const job = {
      method: 'card',
      providerRef: attempt.provider_ref!,
      amountMinor: '1000',
    } as const;
    await t.deps.jobs.enqueue(providerRefundJob, { ...job, refundKey: 'refund:1' });
    await t.deps.jobs.enqueue(providerRefundJob, { ...job, refundKey: 'refund:1' });
    await t.deps.jobs.enqueue(providerRefundJob, {
      ...job,
      refundKey: 'refund:2',
      amountMinor: '9999',
    });
    await drainJobs(t);
    const charge = await t.db
      .selectFrom('sandbox_card_charge')
      .selectAll()
      .where('id', '=', attempt.provider_ref!)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: 'captured', refunded_minor: 1000n });
  });
});

describe("an operator's refund of an order paid by card", () => {
  it('queues the provider refund with the ledger refund; the job gives it back once', async () => {
    const { token, orderNo } = await buyer();
    await pay(token, orderNo, byCard(SANDBOX_CARDS.approve.number));
    const refund = (...args: string[]) => runOpsCommand(t, ['order:refund', orderNo, ...args]);
    expect((await refund('--amount', '10.00', '--reason', 'damaged')).code).toBe(0);
    expect((await refund('--reason', 'returned')).code).toBe(0);
    await drainJobs(t);
    await drainJobs(t);
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .select('provider_ref')
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    const charge = await t.db
      .selectFrom('sandbox_card_charge')
      .selectAll()
      .where('id', '=', attempt.provider_ref!)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: 'refunded', refunded_minor: 2_500n });
    const refunds = await t.db
      .selectFrom('sandbox_refund')
      .select('amount_minor')
      .where('charge_ref', '=', attempt.provider_ref!)
      .orderBy('amount_minor')
      .execute();
    // the two jobs may run in either order; each gives back its own part once
    expect(refunds.map((r) => r.amount_minor)).toEqual([1_000n, 1_500n]);
  });
});
