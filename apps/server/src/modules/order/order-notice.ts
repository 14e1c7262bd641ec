import { formatMinor, LOCALES, type Locale } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import { translate } from '../../lib/i18n.js';
import { formatBv } from '../catalog/index.js';
import { postNotice, type NoticeKind } from '../message/index.js';
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

/**
 * The message centre's notice of a paid, shipped or refunded order, in the order's
 * transaction (so it exists exactly when the change does), in the language it was placed in.
 */
export async function noticeOrder(
  trx: Trx,
  order: OrderRow,
  kind: Extract<NoticeKind, 'orderPaid' | 'orderShipped' | 'orderRefunded'>,
  at: Date,
  { amount = order.total, buyer }: { amount?: bigint; buyer?: OrderBuyer } = {},
): Promise<void> {
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
  await postNotice(
    { now: () => at },
    trx,
    {
      memberId: order.member_id,
      companyCode: order.company_code,
      loginName: owner.login_name,
      email: owner.email,
    },
    { kind, params },
    localeOf(order.locale),
  );
}
