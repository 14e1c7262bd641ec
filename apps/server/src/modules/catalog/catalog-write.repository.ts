import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type {
  PackChoiceTable,
  ProductCategoryTable,
  ProductCategoryTextTable,
  ProductImageTable,
  ProductSkuTable,
  ProductTable,
  ProductTextTable,
} from './catalog.tables.js';

/** The catalogue's writes: the seed now, the operators' import later. */

/** Inserts categories in one statement; answers their ids by code. */
export async function insertCategories(db: Db, rows: Insertable<ProductCategoryTable>[]) {
  if (rows.length === 0) return [];
  return db.insertInto('product_category').values(rows).returning(['id', 'code']).execute();
}

export async function insertCategoryTexts(db: Db, rows: Insertable<ProductCategoryTextTable>[]) {
  if (rows.length > 0) await db.insertInto('product_category_text').values(rows).execute();
}

/** Inserts products in one statement; answers their ids by code. */
export async function insertProducts(db: Db, rows: Insertable<ProductTable>[]) {
  if (rows.length === 0) return [];
  return db.insertInto('product').values(rows).returning(['id', 'code']).execute();
}

export async function insertProductTexts(db: Db, rows: Insertable<ProductTextTable>[]) {
  if (rows.length > 0) await db.insertInto('product_text').values(rows).execute();
}

export async function insertImages(db: Db, rows: Insertable<ProductImageTable>[]) {
  if (rows.length > 0) await db.insertInto('product_image').values(rows).execute();
}

export async function insertSkus(db: Db, rows: Insertable<ProductSkuTable>[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('product_sku')
    .values(rows)
    .returning(['id', 'product_id', 'sort'])
    .execute();
}

export async function insertPackChoices(db: Db, rows: Insertable<PackChoiceTable>[]) {
  if (rows.length > 0) await db.insertInto('pack_choice').values(rows).execute();
}
