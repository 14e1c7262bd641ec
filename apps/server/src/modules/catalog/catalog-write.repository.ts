import type { Platform } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type {
  PackChoiceTable,
  ProductCategoryTextTable,
  ProductImageTable,
  ProductSkuTable,
  ProductTextTable,
} from './catalog.tables.js';

/** The catalogue's writes: the seed now, the operators' import later. */

export function insertCategory(
  db: Db,
  companyCode: string,
  platform: Platform,
  code: string,
  sort: number,
) {
  return db
    .insertInto('product_category')
    .values({ company_code: companyCode, platform, code, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertCategoryTexts(db: Db, rows: Insertable<ProductCategoryTextTable>[]) {
  if (rows.length > 0) await db.insertInto('product_category_text').values(rows).execute();
}

export function insertProduct(
  db: Db,
  values: {
    company_code: string;
    platform: Platform;
    category_id: number;
    code: string;
    kind: 'normal' | 'pack' | 'eproduct';
    pack_total_qty: number | null;
    sort: number;
  },
) {
  return db.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertProductTexts(db: Db, rows: Insertable<ProductTextTable>[]) {
  if (rows.length > 0) await db.insertInto('product_text').values(rows).execute();
}

export async function insertImages(db: Db, rows: Insertable<ProductImageTable>[]) {
  if (rows.length > 0) await db.insertInto('product_image').values(rows).execute();
}

export function insertSkus(db: Db, rows: Insertable<ProductSkuTable>[]) {
  return db.insertInto('product_sku').values(rows).returning(['id', 'product_id']).execute();
}

export async function insertPackChoices(db: Db, rows: Insertable<PackChoiceTable>[]) {
  if (rows.length > 0) await db.insertInto('pack_choice').values(rows).execute();
}
