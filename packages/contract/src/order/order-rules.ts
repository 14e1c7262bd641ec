import type { ErrorKey } from '../common/errors.js';
import { MEMBER_STATUS, MEMBER_TYPE, ORDER_TYPE } from '../common/domain.js';
import type { OrderType } from './order-constants.js';

/** One line as the member asks for it: a SKU, a quantity and, for a pack, what fills one pack. */
export interface OrderLineInput {
  productSkuId: number;
  qty: number;
  packItems?: readonly { productSkuId: number; qty: number }[];
}

/**
 * What the lines take from stock, per SKU, ascending by SKU id (the order row locks are taken
 * in, so two checkouts never wait on each other crosswise). Identical SKUs and pack contents
 * are summed first: a pack's contents come out of their own SKUs' stock, qty times over.
 */
export function stockNeeds(lines: readonly OrderLineInput[]): { skuId: number; qty: number }[] {
  const needs = new Map<number, number>();
  const add = (skuId: number, qty: number) => needs.set(skuId, (needs.get(skuId) ?? 0) + qty);
  for (const line of lines) {
    add(line.productSkuId, line.qty);
    for (const item of line.packItems ?? []) add(item.productSkuId, item.qty * line.qty);
  }
  return [...needs.entries()].sort(([a], [b]) => a - b).map(([skuId, qty]) => ({ skuId, qty }));
}

/** Spec 5: the quantities picked for one pack must add up to the pack's required total. */
export function packTotalMatches(
  items: readonly { qty: number }[] | undefined,
  required: number,
): boolean {
  return (items ?? []).reduce((sum, item) => sum + item.qty, 0) === required;
}

export interface OrderTypeFacts {
  orderType: OrderType;
  memberStatus: number;
  memberType: string;
  /** the member has a paid first purchase (the spec's lookup, status 10 type 10) */
  hasPaidFirstPurchase: boolean;
  platform: string;
}

/**
 * Spec 6 and the plan: an inactive member orders nothing; a PC never upgrades; a first purchase
 * only while none is paid; autoship orders belong to the main platform. Null when allowed.
 */
export function orderTypeRefusal(facts: OrderTypeFacts): ErrorKey | null {
  if (facts.memberStatus === MEMBER_STATUS.inactive) return 'memberInactive';
  if (facts.memberStatus === MEMBER_STATUS.frozen) return 'memberFrozen';
  if (
    facts.orderType === ORDER_TYPE.upgrade &&
    facts.memberType === MEMBER_TYPE.preferredCustomer
  ) {
    return 'pcUpgradeRefused';
  }
  if (facts.orderType === ORDER_TYPE.firstPurchase && facts.hasPaidFirstPurchase) {
    return 'firstPurchaseDone';
  }
  if (facts.orderType === ORDER_TYPE.autoship && facts.platform !== 'bzz') {
    return 'orderTypeNotAllowed';
  }
  return null;
}

/** Tax in minor units: `rateBp` basis points of the taxable amount, rounded half up. */
export function taxOf(taxableMinor: bigint, rateBp: number): bigint {
  return (taxableMinor * BigInt(rateBp) + 5_000n) / 10_000n;
}

export interface OrderPricedLine {
  unitPrice: bigint;
  unitBv: bigint;
  qty: number;
}

export interface OrderAmounts {
  subtotal: bigint;
  shipping: bigint;
  tax: bigint;
  total: bigint;
  bv: bigint;
}

/** Exact totals of an order: tax is charged on the goods, shipping on top (docs/orders.md). */
export function orderAmounts(
  lines: readonly OrderPricedLine[],
  shipping: bigint,
  taxRateBp: number,
): OrderAmounts {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.qty), 0n);
  const bv = lines.reduce((sum, l) => sum + l.unitBv * BigInt(l.qty), 0n);
  const tax = taxOf(subtotal, taxRateBp);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax, bv };
}

export interface OrderParts {
  sales: bigint;
  tax: bigint;
  shipping: bigint;
}

/**
 * Which parts of an order a payment of `amount` covers, when `before` of it was paid already:
 * payments fill shipping, then tax, then the goods (sales), so several payments of one order
 * (e-wallet first, a card the rest) post exactly the order's parts between them.
 */
export function allocatePayment(parts: OrderParts, before: bigint, amount: bigint): OrderParts {
  return allocate(parts, ['shipping', 'tax', 'sales'], before, amount);
}

/** A refund gives back the goods first, then tax, then shipping (the reverse of payment). */
export function allocateRefund(parts: OrderParts, before: bigint, amount: bigint): OrderParts {
  return allocate(parts, ['sales', 'tax', 'shipping'], before, amount);
}

function allocate(
  parts: OrderParts,
  order: (keyof OrderParts)[],
  before: bigint,
  amount: bigint,
): OrderParts {
  const out: OrderParts = { sales: 0n, tax: 0n, shipping: 0n };
  let start = 0n;
  const end = before + amount;
  for (const key of order) {
    const from = start > before ? start : before;
    const to = start + parts[key] < end ? start + parts[key] : end;
    if (to > from) out[key] = to - from;
    start += parts[key];
  }
  return out;
}

/** BV a refund of `amount` takes back: the order's BV in proportion, the rest on the last. */
export function refundBv(
  orderBv: bigint,
  total: bigint,
  refundedBefore: bigint,
  amount: bigint,
): bigint {
  if (total === 0n) return 0n;
  const after = refundedBefore + amount;
  if (after >= total) return orderBv - (orderBv * refundedBefore) / total;
  return (orderBv * after) / total - (orderBv * refundedBefore) / total;
}
