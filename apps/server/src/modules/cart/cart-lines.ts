import {
  cartTotals,
  formatMinor,
  qtyProblem,
  type CartLine,
  type CartOrderType,
  type CartTotals,
} from '@portal/contract';
import { formatBv, type CartSku, type Money } from '../catalog/index.js';
import type { CartLineRow } from './cart.repository.js';

/** A stored line with its SKU as the member sees it; a withdrawn SKU shows as unavailable. */
export function toCartLine(row: CartLineRow, sku: CartSku | undefined, money: Money): CartLine {
  const unitPrice = sku?.memberPrice ?? 0n;
  const unitBv = sku?.bv ?? 0n;
  const qty = BigInt(row.qty);
  return {
    id: row.id,
    list: row.list,
    productSkuId: row.product_sku_id,
    productId: sku?.productId ?? 0,
    orderTypeCode: row.order_type_code as CartOrderType,
    qty: row.qty,
    kind: sku?.kind ?? 'normal',
    name: sku?.name ?? '',
    skuLabel: sku?.label ?? '',
    imageUrl: sku?.imageUrl ?? null,
    memberPrice: formatMinor(unitPrice, money.minorUnit),
    bv: formatBv(unitBv),
    lineAmount: formatMinor(unitPrice * qty, money.minorUnit),
    lineBv: formatBv(unitBv * qty),
    stock: sku?.stock ?? 0,
    available: sku !== undefined && sku.onSale && qtyProblem(row.qty, sku.stock) === null,
  };
}

/** Totals of the available lines, exact (minor units and hundredths), as strings. */
export function totalsOf(rows: CartLineRow[], skus: Map<number, CartSku>, money: Money) {
  const priced = rows.flatMap((row) => {
    const sku = skus.get(row.product_sku_id);
    return sku?.onSale ? [{ qty: row.qty, unitPrice: sku.memberPrice, unitBv: sku.bv }] : [];
  });
  const totals: CartTotals = cartTotals(priced);
  return {
    lines: rows.length,
    quantity: totals.quantity,
    amount: formatMinor(totals.amount, money.minorUnit),
    bv: formatBv(totals.bv),
  };
}
