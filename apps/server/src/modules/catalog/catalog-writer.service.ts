import type { Locale, Platform, ProductKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import {
  insertCategories,
  insertCategoryTexts,
  insertImages,
  insertPackChoices,
  insertProducts,
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

const entries = <T>(record: Record<Locale, T>) => Object.entries(record) as [Locale, T][];

function idsByCode(rows: { id: number; code: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Writes a company's catalogue on one platform (the seed, later the operator import), in the
 * caller's transaction, one statement per table (the seed writes nine catalogues at start).
 * Returns the id of each product's first SKU by product code.
 */
export async function createCatalogue(
  trx: Db,
  companyCode: string,
  platform: Platform,
  categories: NewCategory[],
): Promise<Map<string, number>> {
  const owner = { company_code: companyCode, platform };
  const categoryIds = idsByCode(
    await insertCategories(
      trx,
      categories.map((category, sort) => ({ ...owner, code: category.code, sort })),
    ),
  );
  const idOfCategory = (code: string) => categoryIds.get(code)!;
  await insertCategoryTexts(
    trx,
    categories.flatMap((category) =>
      entries(category.names).map(([locale, name]) => ({
        category_id: idOfCategory(category.code),
        locale,
        name,
      })),
    ),
  );
  const products = categories.flatMap((category) =>
    category.products.map((product) => ({ product, categoryId: idOfCategory(category.code) })),
  );
  const productIds = idsByCode(
    await insertProducts(
      trx,
      products.map(({ product, categoryId }, sort) => ({
        ...owner,
        category_id: categoryId,
        code: product.code,
        kind: product.kind,
        pack_total_qty: product.kind === 'pack' ? (product.packTotalQty ?? 1) : null,
        sort,
      })),
    ),
  );
  const idOf = (code: string) => productIds.get(code)!;
  await insertProductTexts(
    trx,
    products.flatMap(({ product }) =>
      entries(product.texts).map(([locale, text]) => ({
        product_id: idOf(product.code),
        locale,
        ...text,
      })),
    ),
  );
  await insertImages(
    trx,
    products.flatMap(({ product }) =>
      product.images.map((url, sort) => ({ product_id: idOf(product.code), url, sort })),
    ),
  );
  const skus = await insertSkus(
    trx,
    products.flatMap(({ product }) =>
      product.skus.map((sku, sort) => ({
        product_id: idOf(product.code),
        code: sku.code,
        label: sku.label,
        member_price: sku.memberPrice,
        retail_price: sku.retailPrice,
        bv: sku.bv,
        stock: sku.stock,
        sort,
      })),
    ),
  );
  const firstSkuOfProduct = new Map(
    skus.filter((sku) => sku.sort === 0).map((sku) => [sku.product_id, sku.id]),
  );
  const firstSku = new Map(
    products.map(({ product }) => [product.code, firstSkuOfProduct.get(idOf(product.code))!]),
  );
  await insertPackChoices(
    trx,
    products.flatMap(({ product }) =>
      (product.packChoiceCodes ?? []).flatMap((code, sort) => {
        const skuId = firstSku.get(code);
        return skuId === undefined
          ? []
          : [{ pack_product_id: idOf(product.code), sku_id: skuId, sort }];
      }),
    ),
  );
  return firstSku;
}
