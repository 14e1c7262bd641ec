import {
  API_BASE_PATH,
  PAYMENT_PATHS,
  cardExpired,
  fullExpiryYear,
  luhnValid,
  normalizeCardNumber,
  parseSignedAmount,
  returnPathOf,
  type CardInput,
  type PayOrderBody,
  type PaymentAttemptView,
  type PaymentStatusAnswer,
} from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { subscribe, type AnySubscriber } from '../lib/events/index.js';
import type { MemberContext } from '../lib/member-context.js';
import { assertMemberMay } from '../modules/member/index.js';
import {
  markOrderPaid,
  orderForPayment,
  payOrder,
  payOrderWalletPart,
  paymentStatus,
  recordPaymentAttempt,
} from '../modules/order/index.js';
import {
  resumePayment,
  startCardPayment,
  startThirdPartyPayment,
} from '../modules/payment/index.js';

type ProviderBody = Extract<PayOrderBody, { method: 'card' | 'thirdparty' }>;

/**
 * `payOrder` (docs/payments.md): the e-wallet and pay in branch are the order
 * module's own; a card or the third party are the payment module's providers, after an
 * optional e-wallet part (split: the e-wallet first, the card or the third party the rest).
 *
 * Steps that leave the database, and their undo:
 * - the card charge and the third-party session are made under the attempt's provider key, so
 *   a retry is the same charge; a capture the order refuses (expired, cancelled, paid
 *   meanwhile) is refunded by the payment module's settlement, never left taken.
 * - the e-wallet part commits before the card is tried; if the card then fails, the order
 *   keeps the part (paid_amount) and waits for the rest, which the member re-pays alone.
 */
export async function payOrderFlow(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  body: PayOrderBody,
  request: { idempotencyKey: string },
): Promise<PaymentStatusAnswer> {
  if (body.method === 'ewallet' || body.method === 'branch') {
    return payOrder(deps, member, orderNo, body, request);
  }
  assertMemberMay('payOrder', member);
  const order = await orderForPayment(deps, member, orderNo);
  const key = `${request.idempotencyKey}:${body.method}`;
  // a retry answers its first request's payment, whatever the amount due is by now
  const seen = await resumePayment(deps, member, key);
  if (seen) return answer(deps, member, orderNo, seen);
  if (!order.payable) throw new AppError('orderNotPayable');
  const card = body.method === 'card' ? cardOf(body.card, deps.now()) : undefined;
  const minor = (text: string) => {
    const parsed = parseSignedAmount(text, order.minorUnit);
    if (!parsed.ok) throw new AppError('paymentAmountMismatch');
    return parsed.minor;
  };
  const amount = minor(body.amount);
  let due = order.amountDueMinor;
  let rest = due;
  if (body.ewallet) {
    const part = minor(body.ewallet.amount);
    const taken = await payOrderWalletPart(
      deps,
      member,
      orderNo,
      { ...body.ewallet, amountMinor: part },
      { idempotencyKey: `${request.idempotencyKey}:ewallet`, amountDueMinor: amount },
    );
    due = BigInt(taken.dueBefore);
    rest = due - part;
  }
  if (amount !== due) throw new AppError('paymentAmountMismatch');
  const target = {
    purpose: 'order',
    reference: order.orderNo,
    recordId: order.orderId,
    amountMinor: rest,
    currency: order.currency,
    minorUnit: order.minorUnit,
  };
  const attempt = card
    ? await startCardPayment(deps, member, target, card, key)
    : await startThirdPartyPayment(deps, member, target, returnOf(body), key);
  return answer(deps, member, orderNo, attempt);
}

async function answer(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  attempt: PaymentAttemptView,
): Promise<PaymentStatusAnswer> {
  return { ...(await paymentStatus(deps, member, orderNo)), action: actionOf(attempt) };
}

/** The card as the payment module takes it: Luhn and expiry checked before any money moves. */
function cardOf(card: Extract<ProviderBody, { method: 'card' }>['card'], now: Date): CardInput {
  const number = normalizeCardNumber(card.number);
  if (!luhnValid(number)) {
    throw new AppError('validation', {
      fields: [{ path: 'body.card.number', key: 'validation.payment.cardNumber' }],
    });
  }
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  if (cardExpired(month, fullExpiryYear(year), now)) throw new AppError('cardExpired');
  return {
    number,
    expMonth: month,
    expYear: fullExpiryYear(year),
    cvc: card.cvc,
    holder: card.holder,
  };
}

/**
 * Only the path and query of the return address are kept: the member comes back here. The
 * contract's schema refused any other address already; a card has no return (its page polls).
 */
function returnOf(body: ProviderBody): string {
  return (body.method === 'thirdparty' ? returnPathOf(body.returnUrl) : '/') ?? '/';
}

/** The member's next step: the provider's page, or the challenge call (its URL names it). */
function actionOf(attempt: PaymentAttemptView): PaymentStatusAnswer['action'] {
  if (attempt.status !== 'requires_action') return null;
  if (attempt.action === 'redirect' && attempt.redirectUrl) {
    return { type: 'redirect', url: attempt.redirectUrl, attemptId: attempt.attemptId };
  }
  const path = PAYMENT_PATHS.challenge.replace(':id', String(attempt.attemptId));
  return { type: 'challenge', url: `${API_BASE_PATH}${path}`, attemptId: attempt.attemptId };
}

/**
 * The order hears of every capture, open attempt and failure of purpose 'order', however it
 * arrived (the card's answer, the return, the webhook, the reconciliation), in the transaction
 * that settles the attempt. The flows' descriptor subscribes these (flows.module.ts), so every
 * process that builds its event registry at start has them: the server and every worker.
 */
export const orderPaymentSubscribers: AnySubscriber[] = [
  subscribe(
    'paymentCaptured',
    async (trx, paid) => {
      await markOrderPaid(trx, {
        orderId: paid.recordId!,
        method: paid.method === 'card' ? 'card' : 'thirdparty',
        amountMinor: paid.amountMinor,
        providerRef: paid.providerRef,
        idempotencyKey: paid.idempotencyKey,
        by: `provider:${paid.method}`,
        detail: paid.detail,
        at: paid.at,
      });
    },
    'order',
  ),
  subscribe(
    'paymentOpen',
    async (trx, open) => {
      // the order shows the card waiting for its challenge, or the third party for the member
      await recordPaymentAttempt(
        trx,
        {
          orderId: open.recordId!,
          method: open.method === 'card' ? 'card' : 'thirdparty',
          amountMinor: open.amountMinor,
          idempotencyKey: open.idempotencyKey,
          providerRef: open.providerRef,
          detail: open.detail,
          at: open.at,
        },
        open.action === 'challenge' ? 'challenge' : 'pending',
      );
    },
    'order',
  ),
  subscribe(
    'paymentFailed',
    async (trx, failed) => {
      // one row per (order, key): a challenge or pending row of the same attempt becomes failed
      await recordPaymentAttempt(
        trx,
        {
          orderId: failed.recordId!,
          method: failed.method === 'card' ? 'card' : 'thirdparty',
          amountMinor: failed.amountMinor,
          idempotencyKey: failed.idempotencyKey,
          providerRef: failed.providerRef,
          reason: failed.failureCode,
          at: failed.at,
        },
        'failed',
      );
    },
    'order',
  ),
];
