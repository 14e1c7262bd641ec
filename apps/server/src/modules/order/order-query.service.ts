import {
  ORDER_PAYMENT_METHODS,
  UNPAID_ORDER_STATUSES,
  formatMinor,
  type CheckoutOptions,
  type Locale,
  type OrderDetail,
  type OrderListQuery,
  type OrderPage,
  type PaymentStatusAnswer,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import {
  eventsOf,
  findOwnOrder,
  hasPaidFirstPurchase,
  linesOf,
  orderLinePictureUrlsIn,
  pageOwnOrders,
  paymentsOf,
} from './order-read.repository.js';
import { companyOf } from '../company/index.js';
import { centresOf, orderSettings } from './order-settings.js';
import { amountDueOf, toDetail, toPaymentStatus, toSummary, type OrderRow } from './order-view.js';

/** Methods this server takes itself; card and third party answer once the payment helper lands. */
// payment: card and third party are taken through src/flows/order-payment.flow.ts
export const BUILT_IN_METHODS: readonly string[] = ['ewallet', 'branch', 'card', 'thirdparty'];

/** One of the member's own orders; another's, or none, is 'Order not found.' alike. */
export async function ownOrder(db: Db, member: MemberContext, orderNo: string): Promise<OrderRow> {
  const row = await findOwnOrder(db, member.memberId, orderNo);
  if (!row) throw new AppError('orderNotFound');
  return row;
}

export async function listOrders(
  deps: DbDeps,
  member: MemberContext,
  query: OrderListQuery,
): Promise<OrderPage> {
  const { rows, total } = await pageOwnOrders(deps.db, member.memberId, query);
  return {
    list: rows.map((r) => toSummary(r, r.line_count ?? 0)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function detailOf(db: Db, order: OrderRow, now: Date): Promise<OrderDetail> {
  const [lines, payments, events] = await Promise.all([
    linesOf(db, order.id),
    paymentsOf(db, order.id),
    eventsOf(db, order.id),
  ]);
  return toDetail(order, lines, payments, events, now);
}

export async function orderDetail(
  deps: DbClockDeps,
  member: MemberContext,
  orderNo: string,
  _locale: Locale,
): Promise<OrderDetail> {
  return detailOf(deps.db, await ownOrder(deps.db, member, orderNo), deps.now());
}

export async function paymentStatus(
  deps: DbDeps,
  member: MemberContext,
  orderNo: string,
): Promise<PaymentStatusAnswer> {
  const order = await ownOrder(deps.db, member, orderNo);
  return toPaymentStatus(order, await paymentsOf(deps.db, order.id));
}

export async function checkoutOptions(
  deps: DbDeps,
  member: MemberContext,
): Promise<CheckoutOptions> {
  const settings = await orderSettings(deps.db, member.companyCode);
  const [centres, firstDone, company] = await Promise.all([
    centresOf(deps.db, member.companyCode, settings),
    hasPaidFirstPurchase(deps.db, member.memberId),
    companyOf(deps, undefined, member),
  ]);
  const office = company.address ? `${company.name}, ${company.address}` : company.name;
  return {
    currency: settings.currency,
    minorUnit: settings.minorUnit,
    shippingFee: formatMinor(settings.shippingFee, settings.minorUnit),
    taxRateBp: settings.taxRateBp,
    officePickup: { enabled: settings.officePickup, name: settings.officePickup ? office : null },
    distributionCentres: centres,
    paymentMethods: ORDER_PAYMENT_METHODS.map((method) => ({
      method,
      available: BUILT_IN_METHODS.includes(method),
    })),
    expiryMinutes: settings.expiryMinutes,
    hasPaidFirstPurchase: firstDone,
  };
}

/** Of these pictures' URLs, those an order shows (orders keep the picture they were sold with). */
export async function orderPicturesShown(db: Db, urls: string[]): Promise<Set<string>> {
  return new Set(await orderLinePictureUrlsIn(db, urls));
}

/** What the payment helper needs before charging: the member's own order, its due and status. */
export async function orderForPayment(
  deps: DbClockDeps,
  member: MemberContext,
  orderNo: string,
): Promise<{
  orderId: number;
  orderNo: string;
  status: number;
  amountDueMinor: bigint;
  currency: string;
  minorUnit: number;
  payable: boolean;
}> {
  const order = await ownOrder(deps.db, member, orderNo);
  const now = deps.now();
  return {
    orderId: order.id,
    orderNo: order.order_no,
    status: order.status,
    amountDueMinor: amountDueOf(order),
    currency: order.currency,
    minorUnit: order.minor_unit,
    payable:
      UNPAID_ORDER_STATUSES.includes(order.status) && (!order.expires_at || order.expires_at > now),
  };
}
