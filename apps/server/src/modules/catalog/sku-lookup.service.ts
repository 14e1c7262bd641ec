import { pickText, type Locale, type Platform, type ProductKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { productImages, productTexts, skusOfCompany } from './catalog.repository.js';

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

/**
 * The company's SKUs by id, in the member's language (English fallback). A SKU of another
 * company is simply absent, so a caller cannot tell it from one that does not exist.
 */
export async function skusForCart(
  db: Db,
  companyCode: string,
  locale: Locale,
  skuIds: number[],
): Promise<Map<number, CartSku>> {
  const rows = await skusOfCompany(db, companyCode, [...new Set(skuIds)]);
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const [texts, images] = await Promise.all([
    productTexts(db, productIds),
    productImages(db, productIds),
  ]);
  const skus = new Map<number, CartSku>();
  for (const row of rows) {
    const own = Object.fromEntries(
      texts.filter((t) => t.product_id === row.product_id).map((t) => [t.locale, t.name]),
    ) as Partial<Record<Locale, string>>;
    skus.set(row.id, {
      id: row.id,
      productId: row.product_id,
      platform: row.platform,
      kind: row.kind,
      name: pickText(own, locale) ?? '',
      label: row.label,
      imageUrl: images.find((i) => i.product_id === row.product_id)?.url ?? null,
      memberPrice: row.member_price,
      bv: row.bv,
      stock: row.stock,
      onSale: row.sku_active && row.product_active,
    });
  }
  return skus;
}
