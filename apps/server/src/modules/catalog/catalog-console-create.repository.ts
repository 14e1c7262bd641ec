import type { Platform, ProductKind } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

export function categoryOf(db: Db | Trx, id: number) {
  return db
    .selectFrom('product_category')
    .select(['id', 'company_code', 'platform'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the company's platform has a product of this code (unique per company and platform). */
export async function productCodeTaken(
  db: Db | Trx,
  owner: { companyCode: string; platform: Platform },
  code: string,
) {
  const row = await db
    .selectFrom('product')
    .select('id')
    .where('company_code', '=', owner.companyCode)
    .where('platform', '=', owner.platform)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new product, withdrawn, after the category's last one in display order. */
export async function insertProduct(
  trx: Trx,
  p: {
    company_code: string;
    platform: Platform;
    category_id: number;
    code: string;
    kind: ProductKind;
    /** a pack's total, null for other kinds (the table checks both go together) */
    pack_total_qty: number | null;
    created_at: Date;
  },
) {
  const row = await trx
    .insertInto('product')
    .values({
      ...p,
      active: false,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from product where category_id = ${p.category_id})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Lists a product under another category; it keeps its place in the mall's order. */
export async function setProductCategory(trx: Trx, id: number, categoryId: number) {
  await trx.updateTable('product').set({ category_id: categoryId }).where('id', '=', id).execute();
}
