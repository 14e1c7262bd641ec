import type { Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { containing, skusWithProduct } from './catalog-select.repository.js';

export interface PointsFilter {
  companyCode: string;
  locale: Locale;
  keyword?: string;
}

/**
 * Active main-platform products of the company with an active SKU priced in points; the
 * card shows the cheapest such SKU (then the first by sort).
 */
function pointsProducts(db: Db, filter: PointsFilter) {
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
          .select(['s.id', 's.points_price', 's.stock'])
          .whereRef('s.product_id', '=', 'p.id')
          .where('s.active', '=', true)
          .where('s.points_price', 'is not', null)
          .orderBy('s.points_price')
          .orderBy('s.sort')
          .orderBy('s.id')
          .limit(1)
          .as('sku'),
      (join) => join.onTrue(),
    )
    .where('p.company_code', '=', filter.companyCode)
    .where('p.platform', '=', 'bzz')
    .where('p.kind', '!=', 'pack')
    .where('p.active', '=', true);
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

export async function countPointsProducts(db: Db, filter: PointsFilter): Promise<number> {
  const row = await pointsProducts(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pagePointsProducts(db: Db, filter: PointsFilter, offset: number, limit: number) {
  return pointsProducts(db, filter)
    .select(['p.id', 'p.code', 'p.kind', 'sku.id as sku_id', 'sku.points_price', 'sku.stock'])
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

/** The product's active SKUs that have a points price, cheapest first. */
export function pointsSkusOfProduct(db: Db, productId: number) {
  return db
    .selectFrom('product_sku')
    .select(['id', 'code', 'label', 'points_price', 'stock'])
    .where('product_id', '=', productId)
    .where('active', '=', true)
    .where('points_price', 'is not', null)
    .orderBy('points_price')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Points prices of the company's SKUs by id (another company's are absent). */
export function pointsPricesOf(db: Db, companyCode: string, skuIds: number[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return skusWithProduct(db)
    .select(['s.id', 's.points_price'])
    .where('s.id', 'in', skuIds)
    .where('p.company_code', '=', companyCode)
    .execute();
}

/** Sets a SKU's points price by its code within the company (the seed, operators). */
export async function updatePointsPrice(
  db: Db,
  companyCode: string,
  skuCode: string,
  points: bigint | null,
): Promise<boolean> {
  const result = await db
    .updateTable('product_sku')
    .set({ points_price: points })
    .where('code', '=', skuCode)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('product').select('id').where('company_code', '=', companyCode),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
