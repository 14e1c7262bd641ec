import type { Locale, Platform } from '@portal/contract';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { ProductSkuTable } from './catalog.tables.js';
import { containing, skusWithProduct } from './catalog-select.repository.js';

export interface ConsoleProductFilter {
  companyCode: string;
  platform: Platform;
  categoryId?: number;
  text?: string;
  active?: boolean;
}

function productsOf(db: Db, f: ConsoleProductFilter) {
  let query = db
    .selectFrom('product as p')
    .where('p.company_code', '=', f.companyCode)
    .where('p.platform', '=', f.platform);
  if (f.categoryId !== undefined) query = query.where('p.category_id', '=', f.categoryId);
  if (f.active !== undefined) query = query.where('p.active', '=', f.active);
  if (f.text) {
    const pattern = containing(f.text);
    query = query.where((eb) =>
      eb.or([
        eb('p.code', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('product_text as t')
            .whereRef('t.product_id', '=', 'p.id')
            .where('t.name', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('product_sku as s')
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.code', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query;
}

/** A page of the company's products of one platform, in the mall's order, inactive ones too. */
export async function consoleProductPage(
  db: Db,
  filter: ConsoleProductFilter,
  page: { offset: number; limit: number },
) {
  const base = productsOf(db, filter);
  const [rows, count] = await Promise.all([
    base
      .select(['p.id', 'p.code', 'p.kind', 'p.category_id', 'p.active'])
      .select((eb) => [
        eb
          .selectFrom('product_text as t')
          .select('t.name')
          .whereRef('t.product_id', '=', 'p.id')
          .orderBy(sql`t.locale = 'en'`, 'desc')
          .orderBy('t.locale')
          .limit(1)
          .as('name'),
        eb
          .selectFrom('product_sku as s')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('s.product_id', '=', 'p.id')
          .as('sku_count'),
        eb
          .selectFrom('product_sku as s')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('s.product_id', '=', 'p.id')
          .where('s.active', '=', true)
          .as('active_sku_count'),
        eb
          .selectFrom('product_image as i')
          .select('i.url')
          .whereRef('i.product_id', '=', 'p.id')
          .orderBy('i.sort')
          .orderBy('i.id')
          .limit(1)
          .as('image_url'),
      ])
      .orderBy('p.sort')
      .orderBy('p.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The categories of a company and platform with their English (else any) name. */
export function consoleCategories(db: Db, companyCode: string, platform: Platform) {
  return db
    .selectFrom('product_category as c')
    .select(['c.id'])
    .select((eb) =>
      eb
        .selectFrom('product_category_text as t')
        .select('t.name')
        .whereRef('t.category_id', '=', 'c.id')
        .orderBy(sql`t.locale = 'en'`, 'desc')
        .limit(1)
        .as('name'),
    )
    .where('c.company_code', '=', companyCode)
    .where('c.platform', '=', platform)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** One product, whatever its state; `lock` holds its row for the caller's transaction. */
export function consoleProduct(db: Db | Trx, id: number, lock = false) {
  const query = db.selectFrom('product').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function productTextRows(db: Db | Trx, productId: number) {
  return db
    .selectFrom('product_text')
    .select(['locale', 'name', 'description'])
    .where('product_id', '=', productId)
    .orderBy('locale')
    .execute();
}

export function productSkuRows(db: Db, productId: number) {
  return db
    .selectFrom('product_sku')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Replaces the product's texts with these (a language left out loses its text). */
export async function replaceProductTexts(
  trx: Trx,
  productId: number,
  texts: { locale: Locale; name: string; description: string }[],
) {
  await trx.deleteFrom('product_text').where('product_id', '=', productId).execute();
  await trx
    .insertInto('product_text')
    .values(texts.map((t) => ({ product_id: productId, ...t })))
    .execute();
}

export async function setProductActive(trx: Trx, id: number, active: boolean) {
  await trx.updateTable('product').set({ active }).where('id', '=', id).execute();
}

/** A SKU with its product's company, platform and kind; `lock` holds the SKU's row. */
export function consoleSku(db: Db | Trx, id: number, lock = false) {
  const query = skusWithProduct(db)
    .selectAll('s')
    .select(['p.company_code', 'p.platform', 'p.kind'])
    .where('s.id', '=', id);
  return (lock ? query.forUpdate('s') : query).executeTakeFirst();
}

export async function updateSku(trx: Trx, id: number, patch: Updateable<ProductSkuTable>) {
  await trx.updateTable('product_sku').set(patch).where('id', '=', id).execute();
}

/** Whether a SKU has this code: codes are unique across every company's catalogue. */
export async function skuCodeTaken(db: Db | Trx, code: string) {
  const row = await db
    .selectFrom('product_sku')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSku(
  trx: Trx,
  sku: {
    product_id: number;
    code: string;
    label: string;
    member_price: bigint;
    retail_price: bigint;
    bv: bigint;
    points_price: bigint | null;
  },
) {
  const row = await trx
    .insertInto('product_sku')
    .values({
      ...sku,
      stock: 0,
      active: false,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from product_sku where product_id = ${sku.product_id})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
