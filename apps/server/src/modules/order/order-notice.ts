import { formatMinor, LOCALES, type Locale } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import { translate } from '../../lib/i18n.js';
import { formatBv } from '../catalog/index.js';
import { noticeInsert, postNotice, type NoticeInsert, type NoticeKind } from '../message/index.js';
import { findOwner } from './order-write.repository.js';
import type { OrderRow } from './order-view.js';

const localeOf = (text: string): Locale =>
  (LOCALES as readonly string[]).includes(text) ? (text as Locale) : 'en';

/**
 * The carrier and tracking number as a clause of the "has shipped" text, in the member's
 * language; empty when the order was shipped without them (the CLI's `order:ship`).
 */
function shipmentClause(order: OrderRow, locale: Locale): string {
  if (!order.carrier || !order.tracking_no) return '';
  return translate(locale, 'message.notice.orderShipped.shipment', {
    carrier: order.carrier,
    trackingNo: order.tracking_no,
  });
}

/** The order's buyer as their own request's session read them (no read of the member row). */
export interface OrderBuyer {
  loginName: string;
  email: string | null;
}

type OrderNoticeKind = Extract<NoticeKind, 'orderPaid' | 'orderShipped' | 'orderRefunded'>;
interface NoticeOptions {
  amount?: bigint;
  buyer?: OrderBuyer;
}

/** Whom the notice goes to, what it says, in which language. */
async function noticeOf(
  trx: Trx,
  order: OrderRow,
  kind: OrderNoticeKind,
  { amount = order.total, buyer }: NoticeOptions,
) {
  const owner = buyer
    ? { login_name: buyer.loginName, email: buyer.email }
    : await findOwner(trx, order.member_id);
  const params = {
    orderNo: order.order_no,
    amount: formatMinor(amount, order.minor_unit),
    currency: order.currency,
    bv: formatBv(order.bv),
    shipment: kind === 'orderShipped' ? shipmentClause(order, localeOf(order.locale)) : '',
  };
  const to = {
    memberId: order.member_id,
    companyCode: order.company_code,
    loginName: owner.login_name,
    email: owner.email,
  };
  return [to, { kind, params }, localeOf(order.locale)] as const;
}

/**
 * The message centre's notice of a paid, shipped or refunded order, in the order's
 * transaction (so it exists exactly when the change does), in the language it was placed in.
 */
export async function noticeOrder(
  trx: Trx,
  order: OrderRow,
  kind: OrderNoticeKind,
  at: Date,
  options: NoticeOptions = {},
): Promise<void> {
  await postNotice({ now: () => at }, trx, ...(await noticeOf(trx, order, kind, options)));
}

/**
 * `noticeOrder` as an insert the order's step embeds (its statement writes the notice too).
 * For the pay step: its texts read nothing that step changes (number, total, BV, language).
 */
export async function orderNoticeInsert(
  trx: Trx,
  order: OrderRow,
  kind: OrderNoticeKind,
  at: Date,
  options: NoticeOptions = {},
): Promise<NoticeInsert> {
  return noticeInsert({ now: () => at }, trx, ...(await noticeOf(trx, order, kind, options)));
}
