import {
  ORDER_STATUS,
  UNPAID_ORDER_STATUSES,
  parseSignedAmount,
  type PayOrderBody,
  type PaymentStatusAnswer,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { retryOnDisconnect } from '../../db/connection-errors.js';
import {
  companyAccountsOf,
  companyAccountsQuery,
  runIdempotent,
  storedAnswerQuery,
  type CompanyAccountJson,
  type MemberAccountsWanted,
  type StoredAnswer,
} from '../ledger/index.js';
import { assertMemberMay } from '../member/index.js';
import {
  pinSeenQuery,
  verifyPinSeen,
  verifySponsorPin,
  type PinMailDeps,
  type PinSeen,
} from '../security/index.js';
import { markOrderPaid } from './order-paid.service.js';
import { lockOrderToPay, type LockedToPay } from './order-pay-lock.service.js';
import { ownOrder } from './order-query.service.js';
import { findOwnOrderWith, paymentsOf } from './order-read.repository.js';
import { orderSettings } from './order-settings.js';
import { lockOrder, takeStep } from './order-state.service.js';
import { amountDueOf, toPaymentStatus, type OrderRow } from './order-view.js';
import { findOwner, insertPayment } from './order-write.repository.js';

const MINUTE_MS = 60_000;

/** The amount in the order's currency; whether it equals the amount due is judged under lock. */
function amountOf(order: OrderRow, text: string): bigint {
  const parsed = parseSignedAmount(text, order.minor_unit);
  if (!parsed.ok) throw new AppError('paymentAmountMismatch');
  return parsed.minor;
}

/** Spec 5: the amount paid must equal the amount due (an unpayable order says so first). */
async function assertAmountDue(
  trx: Trx,
  orderId: number,
  amount: bigint,
  key: string,
  accounts: MemberAccountsWanted | undefined,
): Promise<LockedToPay> {
  const locked = await lockOrderToPay(trx, orderId, key, accounts);
  const { order } = locked;
  if (!UNPAID_ORDER_STATUSES.includes(order.status)) throw new AppError('orderNotPayable');
  if (amount !== amountDueOf(order)) throw new AppError('paymentAmountMismatch');
  return locked;
}

/**
 * The sponsor's e-wallet password (their PIN) authorizes paying from the e-product account.
 * Wrong guesses count against the buyer, never against the sponsor's PIN (verifySponsorPin).
 */
export async function verifySponsor(
  deps: PinMailDeps,
  member: MemberContext,
  password: string | undefined,
) {
  if (!password) throw new AppError('sponsorPasswordRequired');
  const { sponsor_id: sponsorId } = await findOwner(deps.db, member.memberId);
  if (sponsorId === null) throw new AppError('sponsorPasswordIncorrect');
  await verifySponsorPin(deps, member, sponsorId, password);
}

/**
 * `payOrder` (docs/orders.md, "Payment"): the e-wallet pays at once (PIN step-up, one ledger
 * journal in the order's transaction); pay in branch leaves the order waiting for the office's
 * confirmation; card and third party are the payment helper's and answer 'not available' here.
 * Each is applied at most once per Idempotency-Key.
 */
export async function payOrder(
  deps: PinMailDeps,
  member: MemberContext,
  orderNo: string,
  body: PayOrderBody,
  request: { idempotencyKey: string },
): Promise<PaymentStatusAnswer> {
  assertMemberMay('payOrder', member);
  const scope = `member:${member.memberId}`;
  if (body.method === 'ewallet') return payFromWallet(deps, member, orderNo, body, request, scope);
  const order = await ownOrder(deps.db, member, orderNo);
  if (body.method === 'card' || body.method === 'thirdparty') {
    throw new AppError('paymentMethodUnavailable');
  }
  const amount = amountOf(order, body.amount);
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope,
    key: request.idempotencyKey,
    at,
    request: { op: 'payOrder', orderNo, method: 'branch', amount: amount.toString() },
    run: (trx) => chooseBranch(trx, member, order.id, amount, request.idempotencyKey, at),
  });
}

/**
 * The e-wallet: the order, the key's stored answer and the PIN row read in one statement
 * (a repeat is answered from it; a right PIN with nothing to count is accepted from it, see
 * verifyPinSeen), then one transaction: the order locked, its due checked, the money posted.
 */
async function payFromWallet(
  deps: PinMailDeps,
  member: MemberContext,
  orderNo: string,
  body: Extract<PayOrderBody, { method: 'ewallet' }>,
  request: { idempotencyKey: string },
  scope: string,
): Promise<PaymentStatusAnswer> {
  // a read: repeated on a connection lost mid-way, as the answer's own look-up was
  const found = await retryOnDisconnect(() =>
    findOwnOrderWith(deps.db, member.memberId, orderNo, {
      answer: storedAnswerQuery(deps.db, scope, request.idempotencyKey),
      pin: pinSeenQuery(deps, member.memberId),
      // the company's account ids, which never change: the payment's transaction reads none
      company: companyAccountsQuery(
        deps.db,
        sql.ref<string>('shop_order.company_code'),
        sql.ref<string>('shop_order.currency'),
      ),
    }),
  );
  if (!found) throw new AppError('orderNotFound');
  const { seen_answer: seen, seen_pin: pin, seen_company: company, ...order } = found;
  const amount = amountOf(order, body.amount);
  const at = deps.now();
  const companyAccounts = companyAccountsOf(company as CompanyAccountJson[]) ?? undefined;
  // the member's account and the company's it posts to, locked by the order's own lock (only
  // the member's row is: the company's are hot), one statement before the journal's
  const accounts = companyAccounts && {
    memberId: member.memberId,
    kinds: [body.account],
    alsoIds: [
      companyAccounts.sales.id,
      companyAccounts.taxPayable.id,
      companyAccounts.shippingIncome.id,
    ],
  };
  return runIdempotent(deps.db, {
    scope,
    key: request.idempotencyKey,
    at,
    seen: (seen as StoredAnswer | null) ?? null,
    // PINs are no part of the request: a short secret would be recoverable from its hash
    request: {
      op: 'payOrder',
      orderNo,
      method: 'ewallet',
      account: body.account,
      amount: amount.toString(),
    },
    before: async () => {
      await verifyPinSeen(deps, member.memberId, body.pin, (pin as PinSeen | null) ?? undefined);
      if (body.account === 'eproduct') await verifySponsor(deps, member, body.sponsorPassword);
    },
    run: async (trx, slot) => {
      const locked = await assertAmountDue(trx, order.id, amount, request.idempotencyKey, accounts);
      const paid = await markOrderPaid(trx, {
        orderId: order.id,
        locked,
        method: 'ewallet',
        amountMinor: amount,
        providerRef: null,
        idempotencyKey: request.idempotencyKey,
        wallet: { memberId: member.memberId, account: body.account },
        companyAccounts,
        // the order was found as this member's own: they are its buyer
        buyer: { loginName: member.loginName, email: member.email },
        // stored by the payment row's statement, when it is a new row (else after the work)
        answer: { slot, of: (o, payments) => toPaymentStatus(o, payments) },
        by: `member:${member.memberId}`,
        at,
      });
      return toPaymentStatus(paid.order, paid.payments ?? (await paymentsOf(trx, order.id)));
    },
  });
}

/** Pay in branch: the order waits (longer) for the office, which confirms by operator command. */
async function chooseBranch(
  trx: Trx,
  member: MemberContext,
  orderId: number,
  amount: bigint,
  key: string,
  at: Date,
): Promise<PaymentStatusAnswer> {
  const order = await lockOrder(trx, orderId);
  if (order.status !== ORDER_STATUS.awaitingPayment) throw new AppError('orderNotPayable');
  if (order.expires_at && order.expires_at <= at) throw new AppError('orderNotPayable');
  if (amount !== amountDueOf(order)) throw new AppError('paymentAmountMismatch');
  const settings = await orderSettings(trx, order.company_code);
  const expiresAt = new Date(at.getTime() + settings.branchExpiryMinutes * MINUTE_MS);
  const next = await takeStep(
    trx,
    order,
    'chooseBranch',
    { actor: 'member', ref: `member:${member.memberId}`, at },
    { expires_at: expiresAt },
  );
  await insertPayment(trx, {
    order_id: order.id,
    method: 'branch',
    amount,
    status: 'pending',
    account: null,
    detail: null,
    provider_ref: null,
    idempotency_key: key,
    journal_id: null,
    failure: null,
    created_at: at,
    updated_at: at,
  });
  return toPaymentStatus(next, await paymentsOf(trx, order.id));
}
