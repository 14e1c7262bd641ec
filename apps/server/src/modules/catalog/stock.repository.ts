import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { skusWithProduct } from './catalog-select.repository.js';

/**
 * The company's SKUs as an order and a cart need them, in one statement: the cart's columns,
 * the retail price and pack total, the product's names by locale, its first image and a pack's
 * choices (what separate SKU, text, image and pack reads gave, as sub-selects per SKU); the
 * money and BV columns are the caller's (`orderSkuRows`, `orderSkuQuery`).
 */
function orderSkuSelect(db: Db, companyCode: string, skuIds: number[]) {
  return skusWithProduct(db)
    .select([
      's.id',
      's.product_id',
      's.label',
      's.stock',
      's.active as sku_active',
      'p.active as product_active',
      'p.kind',
      'p.platform',
      'p.pack_total_qty',
      sql<Record<string, string> | null>`(select json_object_agg(t.locale, t.name)
        from product_text t where t.product_id = p.id)`.as('names'),
      sql<string | null>`(select i.url from product_image i where i.product_id = p.id
        order by i.sort, i.id limit 1)`.as('image_url'),
      sql<number[]>`case when p.kind = 'pack' then coalesce((select json_agg(c.sku_id)
        from pack_choice c where c.pack_product_id = p.id), '[]') else '[]' end`.as('choices'),
    ])
    .where('s.id', 'in', skuIds)
    .where('p.company_code', '=', companyCode);
}

export function orderSkuRows(db: Db, companyCode: string, skuIds: number[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return orderSkuSelect(db, companyCode, skuIds)
    .select(['s.member_price', 's.retail_price', 's.bv'])
    .execute();
}

export type OrderSkuRow = Awaited<ReturnType<typeof orderSkuRows>>[number];

/**
 * `orderSkuRows` as a query another statement embeds as JSON (the checkout's company read), or
 * undefined for no ids; `orderSkuRowOfJson` makes each of its rows the row `orderSkuRows` gives.
 */
export function orderSkuQuery(db: Db, companyCode: string, skuIds: number[]) {
  if (skuIds.length === 0) return undefined;
  // money and BV as text: a JSON number would round them past 2^53
  return orderSkuSelect(db, companyCode, skuIds).select([
    sql<string>`s.member_price::text`.as('member_price'),
    sql<string>`s.retail_price::text`.as('retail_price'),
    sql<string>`s.bv::text`.as('bv'),
  ]);
}

type OrderSkuJson = Omit<OrderSkuRow, 'member_price' | 'retail_price' | 'bv'> &
  Record<'member_price' | 'retail_price' | 'bv', string>;

export const orderSkuRowOfJson = (row: OrderSkuJson): OrderSkuRow => ({
  ...row,
  member_price: BigInt(row.member_price),
  retail_price: BigInt(row.retail_price),
  bv: BigInt(row.bv),
});

/**
 * Locks the SKU rows in ascending id order (FOR UPDATE) and reads their stock: two checkouts
 * sharing SKUs queue on the first one they share and never wait on each other crosswise.
 */
export function lockSkuStock(trx: Trx, skuIds: number[]) {
  return trx
    .selectFrom('product_sku')
    .select(['id', 'stock'])
    .where('id', 'in', skuIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * `lockSkuStock` and `moveStock` (−qty) in one statement, all or none: the rows are locked in
 * id order (the `locked` CTE, an ordered FOR UPDATE, is read whole by the update's gate before
 * any row is written), their stock as locked is answered, and the needs are taken only when
 * every one is covered. `alongside`, another module's expression, is answered beside them (read
 * with this statement's snapshot, so after every lock the transaction took before it).
 */
export async function lockAndTakeStock<T>(
  trx: Trx,
  needs: { skuId: number; qty: number }[],
  alongside: Expression<T>,
): Promise<{ rows: { id: number; stock: number }[]; taken: boolean; alongside: T }> {
  if (needs.length === 0) {
    const row = await trx
      .selectNoFrom(sql<T>`${alongside}`.as('alongside'))
      .executeTakeFirstOrThrow();
    return { rows: [], taken: true, alongside: row.alongside as T };
  }
  const values = sql.join(needs.map((n) => sql`(${n.skuId}::integer, ${n.qty}::integer)`));
  const ids = needs.map((n) => n.skuId);
  const { rows } = await sql<{
    locked: { id: number; stock: number }[];
    taken: boolean;
    alongside: T;
  }>`
    with need(id, qty) as (values ${values}),
    locked as (
      select id, stock from product_sku where id in (${sql.join(ids)}) order by id for update),
    short as (select 1 from need n left join locked l on l.id = n.id
      where coalesce(l.stock, 0) < n.qty),
    taken as (
      update product_sku s set stock = s.stock - n.qty from need n
      where s.id = n.id and not exists (select 1 from short) returning s.id)
    select
      (select coalesce(json_agg(json_build_object('id', id, 'stock', stock) order by id), '[]')
        from locked) as locked,
      not exists (select 1 from short) as taken,
      ${alongside} as alongside`.execute(trx);
  const row = rows[0]!;
  return { rows: row.locked, taken: row.taken, alongside: row.alongside };
}

/** Moves stock by `sign` × qty for each SKU in one statement (rows already locked). */
export async function moveStock(trx: Trx, moves: { skuId: number; qty: number }[], sign: 1 | -1) {
  if (moves.length === 0) return;
  const values = sql.join(moves.map((m) => sql`(${m.skuId}::integer, ${m.qty * sign}::integer)`));
  await sql`
    update product_sku s set stock = s.stock + v.delta
    from (values ${values}) as v(id, delta)
    where s.id = v.id`.execute(trx);
}

/** A SKU of the company's catalogue by its code (codes are unique), its row locked. */
export function lockSkuByCode(trx: Trx, companyCode: string, code: string) {
  return skusWithProduct(trx)
    .select(['s.id', 's.stock'])
    .where('s.code', '=', code)
    .where('p.company_code', '=', companyCode)
    .forUpdate('s')
    .executeTakeFirst();
}
