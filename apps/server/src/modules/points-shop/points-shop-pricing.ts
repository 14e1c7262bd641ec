import { ORDER_TYPE, type ExchangeInput, type ExchangeLine } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import type { PointPricedSku } from '../catalog/index.js';
import {
  judgeDelivery,
  type DeliveryFacts,
  type NewOrder,
  type PricedOrderLine,
} from '../order/index.js';

/** What an exchange is priced and checked against, read before its transaction. */
export interface ExchangeFacts extends DeliveryFacts {
  skus: Map<number, PointPricedSku>;
  now: Date;
}

/** A priced exchange: the order to write (paid in points, no money, no BV) and its points. */
export interface PricedExchange {
  order: NewOrder;
  lines: ExchangeLine[];
  totalPoints: bigint;
  /** each SKU's stock as read (the preview's judgement; the exchange judges under lock) */
  stockNow: Map<number, number>;
}

/**
 * Prices an exchange from the member's input (docs/points-shop.md): every SKU one of the
 * company's point-priced SKUs (anything else reads 'Invalid Product', as another company's
 * does), priced in whole points; the order carries no money and no BV, so it earns no points
 * and no bonus, and ships free like any order to the chosen place. Stock is judged later.
 */
export function priceExchange(facts: ExchangeFacts, input: ExchangeInput): PricedExchange {
  const priced = input.lines.map((line) => {
    const sku = facts.skus.get(line.productSkuId);
    if (!sku) throw new AppError('invalidProduct');
    return { sku, qty: line.qty };
  });
  const orderLines: PricedOrderLine[] = priced.map(({ sku, qty }) => ({
    productSkuId: sku.id,
    productId: sku.productId,
    kind: sku.kind,
    name: sku.name,
    skuLabel: sku.label,
    imageUrl: sku.imageUrl,
    unitPrice: 0n,
    unitBv: 0n,
    qty,
    packItems: [],
  }));
  const delivery = judgeDelivery(facts, input.delivery, orderLines);
  const lines: ExchangeLine[] = priced.map(({ sku, qty }) => ({
    productSkuId: sku.id,
    productId: sku.productId,
    name: sku.name,
    skuLabel: sku.label,
    imageUrl: sku.imageUrl,
    qty,
    pointsPrice: Number(sku.pointsPrice),
    linePoints: Number(sku.pointsPrice * BigInt(qty)),
  }));
  const totalPoints = priced.reduce((sum, { sku, qty }) => sum + sku.pointsPrice * BigInt(qty), 0n);
  return {
    order: {
      orderType: ORDER_TYPE.pointsExchange,
      platform: 'bzz',
      currency: facts.settings.currency,
      minorUnit: facts.settings.minorUnit,
      lines: orderLines,
      subtotal: 0n,
      shipping: 0n,
      tax: 0n,
      total: 0n,
      bv: 0n,
      delivery,
      remark: input.remark?.trim() || null,
      stock: priced.map(({ sku, qty }) => ({ skuId: sku.id, qty })),
      // written paid: nothing expires
      expiresAt: facts.now,
    },
    lines,
    totalPoints,
    stockNow: new Map(priced.map(({ sku }) => [sku.id, sku.stock])),
  };
}
