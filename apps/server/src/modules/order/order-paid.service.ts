import {
  UNPAID_ORDER_STATUSES,
  type OrderPaymentMethod,
  type OrderWalletAccount,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { type AlongsideWrite, type CompanyAccounts } from '../ledger/index.js';
import { orderNoticeInsert, type OrderBuyer } from './order-notice.js';
import { listedAnswer, type PaidAnswer } from './order-paid-answer.js';
import { postOrderPayment, type MoneySource } from './order-ledger.js';
import { lockOrder, stepWrites } from './order-state.service.js';
import { amountDueOf, type OrderRow, type PaymentRow, type PaymentView } from './order-view.js';
import type { LockedToPay } from './order-pay-lock.service.js';
import { publishOrderVolume } from './order-volume-events.js';
import {
  findPayment,
  findPaymentByRef,
  lockReservations,
  orderUpdateWrite,
  updatePayment,
} from './order-write.repository.js';
import { paymentListingOf, paymentListingWrites } from './order-payment-listing.repository.js';

export interface PaymentTaken {
  orderId: number;
  method: OrderPaymentMethod;
  amountMinor: bigint;
  /** the provider's reference (card charge, third-party transaction); null for the e-wallet */
  providerRef: string | null;
  /** one payment, one key: a second call with the same key changes nothing */
  idempotencyKey: string;
  /** e-wallet payments: whose account paid */
  wallet?: { memberId: number; account: OrderWalletAccount };
  /** 'member:12', 'provider:card', 'operator:alice'; default `provider:<method>` */
  by?: string;
  /** what the payment shows (card brand and last four; the e-wallet account) */
  detail?: string | null;
  /** when the money was taken; default now */
  at?: Date;
  /** the order, when the caller already locked it for this payment (lockOrderToPay) */
  locked?: LockedToPay;
  /** the company's accounts, when the caller read them with the order (ids never change) */
  companyAccounts?: CompanyAccounts;
  /** the buyer, when they pay their own order in this request (the paid notice reads no row) */
  buyer?: OrderBuyer;
  /**
   * the request's answer, stored by the new payment row's statement when the order's payments
   * are still as locked (`locked.payments`): `of` makes it of the order and its payments
   */
  answer?: PaidAnswer;
}

/**
 * The order may still take money: unpaid, not past its time, and still holding its stock
 * (the reservations are re-checked under their row locks, docs/orders.md).
 */
async function assertPayable(
  trx: Trx,
  order: OrderRow,
  amount: bigint,
  at: Date,
  locked: LockedToPay | undefined,
) {
  if (!UNPAID_ORDER_STATUSES.includes(order.status)) throw new AppError('orderNotPayable');
  if (order.expires_at && order.expires_at <= at) throw new AppError('orderNotPayable');
  const released =
    locked?.reservationReleased ??
    (await lockReservations(trx, order.id)).some((r) => r.released_at !== null);
  if (released) throw new AppError('orderNotPayable');
  if (amount <= 0n || amount > amountDueOf(order)) throw new AppError('paymentAmountMismatch');
}

/**
 * Records a payment taken for an order, in the caller's transaction: one ledger journal, one
 * order_payment row, and, once the payments cover the total, the step to paid (timeline,
 * message). Idempotent per (order, key): a repeat returns the first payment and does nothing.
 */
export async function markOrderPaid(
  trx: Trx,
  taken: PaymentTaken,
): Promise<{
  order: OrderRow;
  payment: PaymentRow;
  repeated: boolean;
  /** all of the order's payments after this one, when it was a new row */
  payments?: PaymentView[];
}> {
  const payment = {
    ...taken,
    by: taken.by ?? `provider:${taken.method}`,
    at: taken.at ?? new Date(),
  };
  const { locked } = taken;
  const order = locked?.order ?? (await lockOrder(trx, payment.orderId));
  // locked for this payment: the key's row was looked for by the same statement
  const seen =
    locked && locked.seenPaymentId === null
      ? undefined
      : await findPayment(trx, order.id, payment.idempotencyKey);
  if (seen && seen.status === 'succeeded') return { order, payment: seen, repeated: true };
  // the same charge reported under another key (a webhook racing the member's return)
  const sameCharge = payment.providerRef
    ? await findPaymentByRef(trx, payment.method, payment.providerRef)
    : undefined;
  if (sameCharge?.order_id === order.id && sameCharge.status === 'succeeded') {
    return { order, payment: sameCharge, repeated: true };
  }
  await assertPayable(trx, order, payment.amountMinor, payment.at, locked);
  const paidAmount = order.paid_amount + payment.amountMinor;
  const full = paidAmount >= order.total;
  let next: OrderRow = { ...order, paid_amount: paidAmount };
  // The order's own writes are made by the money's statement (the journal carries them): every
  // payment of the company locks its sales and tax accounts (and the trees' dirty mark of the
  // cycle), and those locks are held until COMMIT, so they are taken as few statements before
  // it as possible (docs/benchmarks.md, "Checkout"). All of it is one transaction: the order
  // of writes changes nothing that commits, and none of them reads another's result.
  // a key whose earlier attempt failed (a pending challenge, a decline) is the same payment;
  // a new row is written by the journal's statement too (its journal_id the new entry's), with
  // the order's payments as they then stand (the answer lists them), and the paid step's
  // voiding of the order's pending attempts with it, so that listing shows them voided
  const fieldsOf = <J>(journalId: J) => ({
    order_id: order.id,
    method: payment.method,
    amount: payment.amountMinor,
    status: 'succeeded' as const,
    account: payment.wallet?.account ?? null,
    detail: payment.detail ?? payment.wallet?.account ?? null,
    provider_ref: payment.providerRef,
    idempotency_key: payment.idempotencyKey,
    journal_id: journalId,
    failure: null,
    updated_at: payment.at,
  });
  let writes: AlongsideWrite[];
  if (!full) {
    writes = [orderUpdateWrite(order.id, { paid_amount: paidAmount, updated_at: payment.at })];
  } else {
    // the paid notice is written by the same statement (its texts are the order's as locked)
    const notice = await orderNoticeInsert(trx, order, 'orderPaid', payment.at, {
      buyer: payment.buyer,
    });
    const step = stepWrites(
      order,
      'pay',
      { ...byOf(payment.by), at: payment.at, note: payment.method },
      { paid_amount: paidAmount },
      // once paid, its other pending attempts (a branch choice, a challenge) are void (by
      // the new payment row's writes when there is one)
      { voidPendingPayments: seen !== undefined, notice },
    );
    next = step.next;
    writes = step.writes;
  }
  const created = { ...fieldsOf(sql<bigint>`(select id from entry)`), created_at: payment.at };
  // the answer shows no journal id: the new entry's is not known in Node yet
  const shown = { ...created, journal_id: null };
  const listed =
    !seen && locked?.payments
      ? listedAnswer(taken.answer, next, locked.payments, full, shown)
      : undefined;
  const rowWrites = seen
    ? undefined
    : paymentListingWrites(created, { answer: listed, voidAt: full ? payment.at : undefined });
  const source: MoneySource = payment.wallet
    ? { kind: 'wallet', ...payment.wallet }
    : { kind: 'outside' };
  const posted = await postOrderPayment(
    trx,
    order,
    source,
    payment.amountMinor,
    payment.at,
    payment.by,
    payment.companyAccounts,
    locked?.accounts,
    [...writes, ...(rowWrites?.writes ?? [])],
    rowWrites?.read,
  );
  const fields = fieldsOf(posted.journalId);
  let row: PaymentRow;
  let inserted: ReturnType<typeof paymentListingOf> | undefined;
  let payments: PaymentView[] | undefined;
  if (seen) {
    await updatePayment(trx, seen.id, fields);
    row = { ...seen, ...fields };
  } else {
    inserted = paymentListingOf(posted.read);
    row = inserted.row;
    if (listed && inserted.answer.matched) {
      taken.answer?.slot.took(inserted.answer.stored);
      // the payments as the stored answer lists them (the same rows, as the lock read them)
      payments = [
        ...listed.expected,
        { ...created, ...fields, id: row.id, refunded: row.refunded },
      ];
    }
  }
  if (full) {
    // trees: the buyer's volume of the payment's cycle, in this transaction
    await publishOrderVolume(trx, 'orderPaid', {
      memberId: order.member_id,
      paidAt: payment.at,
      platform: order.platform,
      orderType: order.order_type,
      bvHundredths: order.bv,
      orderNo: order.order_no,
    });
  }
  return { order: next, payment: row, repeated: false, payments: payments ?? inserted?.payments };
}

/** Who took the payment, for the timeline: 'operator:…', 'member:…', else the provider. */
function byOf(by: string): { actor: 'operator' | 'member' | 'provider'; ref: string } {
  const actor = by.startsWith('operator:')
    ? 'operator'
    : by.startsWith('member:')
      ? 'member'
      : 'provider';
  return { actor, ref: by };
}
