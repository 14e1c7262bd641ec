import { pickText, type Locale, type Platform, type ProductKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { orderSkuRows } from './stock.repository.js';

/** What the cart needs of a SKU: its price, BV and stock, and what its line shows. */
export interface CartSku {
  id: number;
  productId: number;
  platform: Platform;
  kind: ProductKind;
  name: string;
  label: string;
  imageUrl: string | null;
  /** minor units of the company currency */
  memberPrice: bigint;
  /** hundredths */
  bv: bigint;
  stock: number;
  /** the SKU and its product are on sale */
  onSale: boolean;
}

type SkuRow = Awaited<ReturnType<typeof orderSkuRows>>[number];

/** The cart's view of a SKU row read by `orderSkuRows`, named in the member's language. */
export function cartSkuOf(row: SkuRow, locale: Locale): CartSku {
  return {
    id: row.id,
    productId: row.product_id,
    platform: row.platform,
    kind: row.kind,
    name: pickText((row.names ?? {}) as Partial<Record<Locale, string>>, locale) ?? '',
    label: row.label,
    imageUrl: row.image_url,
    memberPrice: row.member_price,
    bv: row.bv,
    stock: row.stock,
    onSale: row.sku_active && row.product_active,
  };
}

/**
 * The company's SKUs by id, in the member's language (English fallback), read in one statement
 * (the order's, `orderSkuRows`). A SKU of another company is simply absent, so a caller cannot
 * tell it from one that does not exist.
 */
export async function skusForCart(
  db: Db,
  companyCode: string,
  locale: Locale,
  skuIds: number[],
): Promise<Map<number, CartSku>> {
  const rows = await orderSkuRows(db, companyCode, [...new Set(skuIds)]);
  return new Map(rows.map((row) => [row.id, cartSkuOf(row, locale)]));
}
