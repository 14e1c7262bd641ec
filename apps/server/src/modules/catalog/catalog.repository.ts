import type { Locale, Platform } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { containing } from './catalog-select.repository.js';

export function findCompanyMoney(db: Db, companyCode: string) {
  return db
    .selectFrom('company')
    .select(['currency', 'minor_unit'])
    .where('code', '=', companyCode)
    .executeTakeFirst();
}

export interface MallFilter {
  companyCode: string;
  platform: Platform;
  locale: Locale;
  categoryId?: number;
  keyword?: string;
}

/** Active products of the company and platform that have an active SKU, filtered. */
function mallProducts(db: Db, filter: MallFilter) {
  let query = db
    .selectFrom('product as p')
    .leftJoin('product_text as tl', (join) =>
      join.onRef('tl.product_id', '=', 'p.id').on('tl.locale', '=', filter.locale),
    )
    .leftJoin('product_text as ten', (join) =>
      join.onRef('ten.product_id', '=', 'p.id').on('ten.locale', '=', 'en'),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('product_sku as s')
          .select(['s.id', 's.member_price', 's.retail_price', 's.bv', 's.stock'])
          .whereRef('s.product_id', '=', 'p.id')
          .where('s.active', '=', true)
          .orderBy('s.sort')
          .orderBy('s.id')
          .limit(1)
          .as('sku'),
      (join) => join.onTrue(),
    )
    .where('p.company_code', '=', filter.companyCode)
    .where('p.platform', '=', filter.platform)
    .where('p.active', '=', true);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('tl.name', 'ilike', pattern),
        eb('ten.name', 'ilike', pattern),
        eb('p.code', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function countMallProducts(db: Db, filter: MallFilter): Promise<number> {
  const row = await mallProducts(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageMallProducts(db: Db, filter: MallFilter, offset: number, limit: number) {
  return mallProducts(db, filter)
    .select([
      'p.id',
      'p.code',
      'p.kind',
      'p.category_id',
      'sku.id as sku_id',
      'sku.member_price',
      'sku.retail_price',
      'sku.bv',
      'sku.stock',
    ])
    .select((eb) => [
      eb.fn.coalesce('tl.name', 'ten.name', 'p.code').as('name'),
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
    .offset(offset)
    .limit(limit)
    .execute();
}

export function listCategories(db: Db, companyCode: string, platform: Platform) {
  return db
    .selectFrom('product_category as c')
    .leftJoin('product_category_text as t', 't.category_id', 'c.id')
    .select(['c.id', 't.locale', 't.name'])
    .where('c.company_code', '=', companyCode)
    .where('c.platform', '=', platform)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function findProduct(db: Db, companyCode: string, id: number) {
  return db
    .selectFrom('product')
    .selectAll()
    .where('id', '=', id)
    .where('company_code', '=', companyCode)
    .where('active', '=', true)
    .executeTakeFirst();
}

export function productTexts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_text')
    .select(['product_id', 'locale', 'name', 'description'])
    .where('product_id', 'in', productIds)
    .execute();
}

export function categoryTexts(db: Db, categoryId: number) {
  return db
    .selectFrom('product_category_text')
    .select(['locale', 'name'])
    .where('category_id', '=', categoryId)
    .execute();
}

export function productImages(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_image')
    .select(['product_id', 'url'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function activeSkus(db: Db, productId: number) {
  return db
    .selectFrom('product_sku')
    .selectAll()
    .where('product_id', '=', productId)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function packChoices(db: Db, packProductId: number) {
  return db
    .selectFrom('pack_choice as c')
    .innerJoin('product_sku as s', 's.id', 'c.sku_id')
    .select(['s.id as sku_id', 's.product_id', 's.label'])
    .where('c.pack_product_id', '=', packProductId)
    .where('s.active', '=', true)
    .orderBy('c.sort')
    .orderBy('s.id')
    .execute();
}
