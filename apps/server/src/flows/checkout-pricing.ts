import {
  MARKETPLACE_ONLY_COMPANY,
  orderAmounts,
  packTotalMatches,
  stockNeeds,
  type OrderInput,
} from '@portal/contract';
import { AppError } from '../lib/app-error.js';
import type { OrderSku } from '../modules/catalog/index.js';
import {
  judgeDelivery,
  type DeliveryFacts,
  type NewOrder,
  type PricedOrderLine,
} from '../modules/order/index.js';

const MINUTE_MS = 60_000;

export interface PricingFacts extends DeliveryFacts {
  companyCode: string;
  skus: Map<number, OrderSku>;
  now: Date;
}

/** A SKU the member may order on this platform; anything else reads 'Invalid Product'. */
function skuFor(facts: PricingFacts, skuId: number, platform: string): OrderSku {
  const sku = facts.skus.get(skuId);
  if (!sku || !sku.onSale || sku.platform !== platform) throw new AppError('invalidProduct');
  return sku;
}

function packItemsOf(facts: PricingFacts, sku: OrderSku, line: OrderInput['lines'][number]) {
  if (sku.kind !== 'pack') {
    if (line.packItems?.length)
      throw new AppError('packItemInvalid', { params: { name: sku.name } });
    return [];
  }
  if (!packTotalMatches(line.packItems, sku.packTotalQty ?? 0))
    throw new AppError('packTotalMismatch');
  return (line.packItems ?? []).map((item) => {
    const picked = facts.skus.get(item.productSkuId);
    if (!picked || !picked.onSale || !sku.packChoiceSkuIds.includes(item.productSkuId)) {
      throw new AppError('packItemInvalid', {
        params: { name: picked?.name ?? String(item.productSkuId) },
      });
    }
    return { productSkuId: picked.id, name: picked.name, skuLabel: picked.label, qty: item.qty };
  });
}

/**
 * Prices and checks an order from the member's input (docs/orders.md): every SKU the
 * company's and on sale on the order's platform, packs filled to their total from their
 * choices, member prices for every order type, shipping for delivery to an address only, tax
 * on the goods. Stock is judged later, under the SKU row locks.
 */
export function priceOrder(facts: PricingFacts, input: OrderInput): NewOrder {
  const platform = facts.companyCode === MARKETPLACE_ONLY_COMPANY ? 'wpm' : input.platform;
  const lines: PricedOrderLine[] = input.lines.map((line) => {
    const sku = skuFor(facts, line.productSkuId, platform);
    return {
      productSkuId: sku.id,
      productId: sku.productId,
      kind: sku.kind,
      name: sku.name,
      skuLabel: sku.label,
      imageUrl: sku.imageUrl,
      unitPrice: sku.memberPrice,
      unitBv: sku.bv,
      qty: line.qty,
      packItems: packItemsOf(facts, sku, line),
    };
  });
  const delivery = judgeDelivery(facts, input.delivery, lines);
  const shipping = delivery.mode === 'address' ? facts.settings.shippingFee : 0n;
  const amounts = orderAmounts(
    lines.map((l) => ({ unitPrice: l.unitPrice, unitBv: l.unitBv, qty: l.qty })),
    shipping,
    facts.settings.taxRateBp,
  );
  return {
    orderType: input.orderType,
    platform,
    currency: facts.settings.currency,
    minorUnit: facts.settings.minorUnit,
    lines,
    ...amounts,
    delivery,
    remark: input.remark?.trim() || null,
    stock: stockNeeds(input.lines),
    expiresAt: new Date(facts.now.getTime() + facts.settings.expiryMinutes * MINUTE_MS),
  };
}

/** Every SKU id an input names, its pack contents included. */
export const skuIdsOf = (input: OrderInput) =>
  input.lines.flatMap((l) => [l.productSkuId, ...(l.packItems ?? []).map((p) => p.productSkuId)]);
