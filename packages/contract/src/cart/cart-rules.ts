import { ORDER_TYPE, type Platform } from '../common/domain.js';

/**
 * The cart rules of spec "States and transitions", shared by the server (which enforces them) and the web app (which
 * mirrors them in its store). Pure functions; money and BV in integer minor units / hundredths.
 */

/** The three lists of spec "Entities and their fields": cartData (main), wpmCartData (world-plan), autoOrderCartData. */
export const CART_LISTS = ['main', 'worldplan', 'autoship'] as const;
export type CartList = (typeof CART_LISTS)[number];

/** Order types a cart line may carry (spec "Entities and their fields"). */
export const CART_ORDER_TYPES = [
  ORDER_TYPE.firstPurchase,
  ORDER_TYPE.upgrade,
  ORDER_TYPE.maintenance,
  ORDER_TYPE.retail,
  ORDER_TYPE.autoship,
] as const;
export type CartOrderType = (typeof CART_ORDER_TYPES)[number];

/** Quantity of one line: never zero (spec "Validation rules"), at most 99; lines per list at most 200. */
export const CART_QTY = { min: 1, max: 99 } as const;
export const CART_LINES_MAX = 200;

/** Order type 66 goes to the autoship list; any other to the current platform's list. */
export function cartListOf(orderTypeCode: number, platform: Platform): CartList {
  if (orderTypeCode === ORDER_TYPE.autoship) return 'autoship';
  return platform === 'wpm' ? 'worldplan' : 'main';
}

/** Which platform's products a list holds: autoship orders are main-platform orders. */
export function platformOfList(list: CartList): Platform {
  return list === 'worldplan' ? 'wpm' : 'bzz';
}

export type QtyProblem = 'zero' | 'tooMany' | 'stock';

/**
 * Whether `qty` may be in a line of a SKU with `stock` units left: at least 1, at most
 * CART_QTY.max, and no more than the stock (a cart never promises what is not there; the
 * checkout checks again under lock).
 */
export function qtyProblem(qty: number, stock: number): QtyProblem | null {
  if (!Number.isInteger(qty) || qty < CART_QTY.min) return 'zero';
  if (qty > CART_QTY.max) return 'tooMany';
  if (qty > stock) return 'stock';
  return null;
}

/** A line already holding this productSkuId makes an add a no-op (spec "States and transitions"). */
export function isDuplicateLine(
  lines: readonly { productSkuId: number }[],
  productSkuId: number,
): boolean {
  return lines.some((line) => line.productSkuId === productSkuId);
}

export interface PricedLine {
  qty: number;
  /** member price of one unit, minor units */
  unitPrice: bigint;
  /** BV of one unit, hundredths */
  unitBv: bigint;
}

export interface CartTotals {
  lines: number;
  quantity: number;
  amount: bigint;
  bv: bigint;
}

/** Sums a list: exact integers, no float ever touches money or BV. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let amount = 0n;
  let bv = 0n;
  let quantity = 0;
  for (const line of lines) {
    const qty = BigInt(line.qty);
    amount += line.unitPrice * qty;
    bv += line.unitBv * qty;
    quantity += line.qty;
  }
  return { lines: lines.length, quantity, amount, bv };
}
