import {
  ORDER_STATUS,
  orderTypeRefusal,
  type DeliveryMode,
  type Locale,
  type OrderAddress,
  type OrderSummary,
  type OrderType,
  type Platform,
} from '@portal/contract';
import type { Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import type { AnswerSlot } from '../ledger/index.js';
import { hasPaidFirstPurchase, paidFirstPurchaseExists } from './order-read.repository.js';
import { toSummary } from './order-view.js';
import { insertPlacedOrder, lockBuyer } from './order-write.repository.js';
import type { PackItemSnapshot } from './order.tables.js';

/**
 * Spec 6 and the plan, judged on the buyer's locked row inside the order's transaction, so two
 * first purchases at once cannot both pass: inactive refused, PC upgrade refused, a first
 * purchase only while none is paid.
 */
export async function assertOrderAllowed(
  trx: Db,
  member: MemberContext,
  orderType: OrderType,
  platform: Platform,
): Promise<void> {
  const buyer = await lockBuyer(trx, member.memberId);
  const refusal = orderTypeRefusal({
    orderType,
    platform,
    memberStatus: buyer.status,
    memberType: buyer.member_type,
    hasPaidFirstPurchase: await hasPaidFirstPurchase(trx, member.memberId),
  });
  if (refusal) throw new AppError(refusal);
}

/**
 * `assertOrderAllowed` in the checkout's form: the buyer's row locked now, and the first-purchase
 * look-up handed back as an expression for the caller's next statement to read (so after this
 * lock, as assertOrderAllowed reads it); `assertAllowed` judges the same rule on its answer.
 */
export async function lockBuyerForOrder(
  trx: Trx,
  member: MemberContext,
  orderType: OrderType,
  platform: Platform,
): Promise<{ firstPurchasePaid: Expression<boolean>; assertAllowed(paid: boolean): void }> {
  const buyer = await lockBuyer(trx, member.memberId);
  return {
    firstPurchasePaid: paidFirstPurchaseExists(trx, member.memberId),
    assertAllowed: (paid) => {
      const refusal = orderTypeRefusal({
        orderType,
        platform,
        memberStatus: buyer.status,
        memberType: buyer.member_type,
        hasPaidFirstPurchase: paid,
      });
      if (refusal) throw new AppError(refusal);
    },
  };
}

export interface PricedOrderLine {
  productSkuId: number;
  productId: number;
  kind: 'normal' | 'pack' | 'eproduct';
  name: string;
  skuLabel: string;
  imageUrl: string | null;
  unitPrice: bigint;
  unitBv: bigint;
  qty: number;
  packItems: PackItemSnapshot[];
}

/** An order priced and checked by the checkout flow, ready to be written. */
export interface NewOrder {
  orderType: OrderType;
  platform: Platform;
  currency: string;
  minorUnit: number;
  lines: PricedOrderLine[];
  subtotal: bigint;
  shipping: bigint;
  tax: bigint;
  total: bigint;
  bv: bigint;
  delivery: { mode: DeliveryMode; address: OrderAddress | null; placeName: string | null };
  remark: string | null;
  /** what the order takes from stock, per SKU (pack contents included) */
  stock: { skuId: number; qty: number }[];
  expiresAt: Date;
}

const UNSET = {
  paid_at: null,
  shipped_at: null,
  delivered_at: null,
  closed_at: null,
  refunded_at: null,
};

/** An order number is this, then the company's counter padded to 6 digits (in the insert). */
const orderNoPrefixOf = (companyCode: string, at: Date) =>
  `${companyCode}${at.toISOString().slice(2, 10).replaceAll('-', '')}`;

/**
 * Writes the order awaiting payment with its lines, reservations and first timeline row, in
 * the caller's transaction (the stock was taken by the same transaction just before). With
 * `answer` (runIdempotent's slot), the request's answer is stored by the same statement, which
 * takes the company's order-number counter: the counter is then held for COMMIT alone.
 */
export async function placeOrder(
  trx: Trx,
  member: MemberContext,
  order: NewOrder,
  {
    at,
    locale,
    answer,
    paidInPoints = false,
  }: {
    at: Date;
    locale: Locale;
    answer?: AnswerSlot;
    /** the points shop's exchange: written paid (its points were spent in this transaction) */
    paidInPoints?: boolean;
  },
): Promise<OrderSummary> {
  const a = order.delivery.address;
  const status = paidInPoints ? ORDER_STATUS.paid : ORDER_STATUS.awaitingPayment;
  const row = {
    company_code: member.companyCode,
    member_id: member.memberId,
    platform: order.platform,
    order_type: order.orderType,
    status,
    currency: order.currency,
    minor_unit: order.minorUnit,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    bv: order.bv,
    delivery_mode: order.delivery.mode,
    delivery_place: order.delivery.placeName,
    receiver_name: a?.receiverName ?? null,
    phone: a?.phone ?? null,
    country: a?.country ?? null,
    province: a?.province ?? null,
    city: a?.city ?? null,
    district: a?.district ?? null,
    street: a?.street ?? null,
    zip: a?.zip ?? null,
    remark: order.remark,
    locale,
    expires_at: paidInPoints ? null : order.expiresAt,
    created_at: at,
    updated_at: at,
    ...(paidInPoints ? { paid_at: at } : {}),
  };
  const summaryOf = (id: number, orderNo: string) =>
    toSummary(
      {
        ...UNSET,
        ...row,
        id,
        order_no: orderNo,
        paid_amount: 0n,
        refunded_amount: 0n,
        refunded_bv: 0n,
      } as Parameters<typeof toSummary>[0],
      order.lines.length,
    );
  // the answer without its number, which the insert takes: the JSON after its first member
  const { orderNo: _unknown, ...rest } = summaryOf(0, '');
  const placed = await insertPlacedOrder(
    trx,
    row,
    orderNoPrefixOf(member.companyCode, at),
    order.lines.map((l, i) => ({
      line_no: i + 1,
      product_sku_id: l.productSkuId,
      product_id: l.productId,
      kind: l.kind,
      name: l.name,
      sku_label: l.skuLabel,
      image_url: l.imageUrl,
      unit_price: l.unitPrice,
      unit_bv: l.unitBv,
      qty: l.qty,
      line_amount: l.unitPrice * BigInt(l.qty),
      line_bv: l.unitBv * BigInt(l.qty),
      pack_items: JSON.stringify(l.packItems),
    })),
    order.stock.map((s) => ({ product_sku_id: s.skuId, qty: s.qty, created_at: at })),
    {
      at,
      actor: 'member',
      actor_ref: `member:${member.memberId}`,
      from_status: null,
      to_status: status,
      note: paidInPoints ? 'points' : null,
    },
    answer && { slot: answer, tail: `,${JSON.stringify(rest).slice(1)}` },
  );
  answer?.took(placed.answered);
  return summaryOf(placed.id, placed.orderNo);
}
