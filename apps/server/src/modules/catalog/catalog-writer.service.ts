import type { Locale, Platform, ProductKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import {
  insertCategory,
  insertCategoryTexts,
  insertImages,
  insertPackChoices,
  insertProduct,
  insertProductTexts,
  insertSkus,
} from './catalog-write.repository.js';

export interface NewSku {
  code: string;
  label: string;
  memberPrice: bigint;
  retailPrice: bigint;
  /** hundredths */
  bv: bigint;
  stock: number;
}

export interface NewProduct {
  code: string;
  kind: ProductKind;
  packTotalQty?: number;
  texts: Record<Locale, { name: string; description: string }>;
  images: string[];
  skus: NewSku[];
  /** for a pack: codes of products (of this catalogue) whose first SKU the member may pick */
  packChoiceCodes?: string[];
}

export interface NewCategory {
  code: string;
  names: Record<Locale, string>;
  products: NewProduct[];
}

/**
 * Writes a company's catalogue on one platform (the seed, later the operator import), in the
 * caller's transaction. Returns the id of each product's first SKU by product code.
 */
export async function createCatalogue(
  trx: Db,
  companyCode: string,
  platform: Platform,
  categories: NewCategory[],
): Promise<Map<string, number>> {
  const firstSku = new Map<string, number>();
  const packs: { productId: number; codes: string[] }[] = [];
  let sort = 0;
  for (const [categorySort, category] of categories.entries()) {
    const { id: categoryId } = await insertCategory(
      trx,
      companyCode,
      platform,
      category.code,
      categorySort,
    );
    await insertCategoryTexts(
      trx,
      Object.entries(category.names).map(([locale, name]) => ({
        category_id: categoryId,
        locale: locale as Locale,
        name,
      })),
    );
    for (const product of category.products) {
      const { id } = await insertProduct(trx, {
        company_code: companyCode,
        platform,
        category_id: categoryId,
        code: product.code,
        kind: product.kind,
        pack_total_qty: product.kind === 'pack' ? (product.packTotalQty ?? 1) : null,
        sort: sort++,
      });
      await insertProductTexts(
        trx,
        Object.entries(product.texts).map(([locale, text]) => ({
          product_id: id,
          locale: locale as Locale,
          ...text,
        })),
      );
      await insertImages(
        trx,
        product.images.map((url, i) => ({ product_id: id, url, sort: i })),
      );
      const skus = await insertSkus(
        trx,
        product.skus.map((sku, i) => ({
          product_id: id,
          code: sku.code,
          label: sku.label,
          member_price: sku.memberPrice,
          retail_price: sku.retailPrice,
          bv: sku.bv,
          stock: sku.stock,
          sort: i,
        })),
      );
      const first = skus[0];
      if (first) firstSku.set(product.code, first.id);
      if (product.packChoiceCodes) packs.push({ productId: id, codes: product.packChoiceCodes });
    }
  }
  for (const pack of packs) {
    const rows = pack.codes.flatMap((code, i) => {
      const skuId = firstSku.get(code);
      return skuId === undefined
        ? []
        : [{ pack_product_id: pack.productId, sku_id: skuId, sort: i }];
    });
    await insertPackChoices(trx, rows);
  }
  return firstSku;
}
