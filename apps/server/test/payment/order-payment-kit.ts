import { API_BASE_PATH, ORDER_PATHS, PAYMENT_PATHS } from '@portal/contract';
import { sandboxEventBody } from '../../src/modules/payment/providers/sandbox-event.js';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';
import { signedEvent } from './payment-test-kit.js';

/** The order's payments as stored (method, status, amount, detail), oldest first. */
export async function orderPayments(t: TestApp, orderNo: string) {
  return t.db
    .selectFrom('order_payment')
    .innerJoin('shop_order', 'shop_order.id', 'order_payment.order_id')
    .select([
      'order_payment.method',
      'order_payment.status',
      'order_payment.amount',
      'order_payment.detail',
    ])
    .where('shop_order.order_no', '=', orderNo)
    .orderBy('order_payment.id')
    .execute();
}

/** Starts a third-party payment of the order and, unless told not to, approves it on the page. */
export async function payThirdParty(
  t: TestApp,
  token: string,
  orderNo: string,
  amount: string,
  approve = true,
) {
  const res = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), {
    token,
    body: {
      method: 'thirdparty',
      amount,
      returnUrl: 'https://portal.example/shopping/Payment/SuccessfulPayment',
    },
  });
  const action = res.json().data.action as { type: string; url: string };
  if (action?.type !== 'redirect') throw new Error(`no redirect: ${res.body}`);
  if (approve) {
    const back = await t.app.inject({
      method: 'POST',
      url: action.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    if (
      !String(back.headers.location).startsWith('/shopping/Payment/SuccessfulPayment?attemptId=')
    ) {
      throw new Error(`unexpected return: ${back.headers.location}`);
    }
  }
  const attempt = await t.db
    .selectFrom('payment_attempt')
    .select(['id', 'provider_ref'])
    .where('reference', '=', orderNo)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { attemptId: attempt.id, redirectUrl: action.url };
}

/** The member's return and the provider's webhook, twice, all at once. */
export async function raceReturnAndWebhooks(t: TestApp, token: string, attemptId: number) {
  const attempt = await t.db
    .selectFrom('payment_attempt')
    .innerJoin(
      'sandbox_redirect_session',
      'sandbox_redirect_session.id',
      'payment_attempt.provider_ref',
    )
    .selectAll('sandbox_redirect_session')
    .where('payment_attempt.id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const event = signedEvent(
    t,
    sandboxEventBody(attempt.event_id!, 'payment.captured', {
      providerRef: attempt.id,
      status: 'captured',
      amountMinor: attempt.amount_minor,
      currency: attempt.currency,
      failureCode: null,
      action: null,
    }),
  );
  const webhook = () =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${PAYMENT_PATHS.sandboxWebhook}`,
      headers: event.headers,
      payload: event.raw,
    });
  const back = () =>
    call(t, 'POST', PAYMENT_PATHS.refresh.replace(':id', String(attemptId)), { token });
  return Promise.all([back(), webhook(), back(), webhook()]);
}
