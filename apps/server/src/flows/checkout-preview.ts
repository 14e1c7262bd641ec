import { formatMinor, type OrderEffects, type OrderPreview } from '@portal/contract';
import { formatBv } from '../modules/catalog/index.js';
import type { NewOrder } from '../modules/order/index.js';

/** beforeSaveOrder's answer: money as exact decimal strings in the company currency. */
export function toPreview(order: NewOrder, effects: OrderEffects): OrderPreview {
  const money = (v: bigint) => formatMinor(v, order.minorUnit);
  return {
    orderType: order.orderType,
    platform: order.platform,
    currency: order.currency,
    minorUnit: order.minorUnit,
    subtotal: money(order.subtotal),
    shipping: money(order.shipping),
    tax: money(order.tax),
    total: money(order.total),
    bv: formatBv(order.bv),
    lines: order.lines.map((l) => ({
      productSkuId: l.productSkuId,
      productId: l.productId,
      kind: l.kind,
      name: l.name,
      skuLabel: l.skuLabel,
      imageUrl: l.imageUrl,
      unitPrice: money(l.unitPrice),
      unitBv: formatBv(l.unitBv),
      qty: l.qty,
      lineAmount: money(l.unitPrice * BigInt(l.qty)),
      lineBv: formatBv(l.unitBv * BigInt(l.qty)),
      packItems: l.packItems,
    })),
    delivery: order.delivery,
    effects,
  };
}
