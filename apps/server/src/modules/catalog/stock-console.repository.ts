import { LOW_STOCK_DEFAULT, type Platform } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { containing, skusWithProduct } from './catalog-select.repository.js';

/** Each company's own low-stock default, by company code (a company absent uses the constant). */
export type LowStockDefaults = Readonly<Record<string, number>>;

/**
 * The threshold in force of the SKU `s` of the product `p`: the SKU's own, else its company's
 * low-stock default, else LOW_STOCK_DEFAULT. The defaults travel as one JSON parameter, so a
 * query over several companies needs no join to the company module's settings.
 */
export const thresholdWith = (defaults: LowStockDefaults) =>
  sql<number>`coalesce(s.low_stock_threshold, (${JSON.stringify(defaults)}::jsonb ->> p.company_code)::integer, ${LOW_STOCK_DEFAULT}::integer)`;

export interface StockFilter {
  companyCode: string;
  platform?: Platform;
  text?: string;
  low?: boolean;
}

function skusOf(db: Db, f: StockFilter, threshold: ReturnType<typeof thresholdWith>) {
  let query = skusWithProduct(db).where('p.company_code', '=', f.companyCode);
  if (f.platform) query = query.where('p.platform', '=', f.platform);
  if (f.low) query = query.where(sql<boolean>`s.stock <= ${threshold}`);
  if (f.text) {
    const pattern = containing(f.text);
    query = query.where((eb) =>
      eb.or([
        eb('s.code', 'ilike', pattern),
        eb('s.label', 'ilike', pattern),
        eb('p.code', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('product_text as t')
            .whereRef('t.product_id', '=', 'p.id')
            .where('t.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query;
}

/** A page of the company's SKUs with their stock, the lowest against its threshold first. */
export async function stockPage(
  db: Db,
  filter: StockFilter,
  defaults: LowStockDefaults,
  page: { offset: number; limit: number },
) {
  const threshold = thresholdWith(defaults);
  const base = skusOf(db, filter, threshold);
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id',
        's.code',
        's.label',
        's.stock',
        's.low_stock_threshold',
        's.active',
        'p.id as product_id',
        'p.code as product_code',
        'p.platform',
      ])
      .select(threshold.as('threshold'))
      .select((eb) =>
        eb
          .selectFrom('product_text as t')
          .select('t.name')
          .whereRef('t.product_id', '=', 'p.id')
          .orderBy(sql`t.locale = 'en'`, 'desc')
          .limit(1)
          .as('product_name'),
      )
      .orderBy(sql`s.stock - ${threshold}`)
      .orderBy('s.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Moves the stock of a SKU whose row the caller locked, and records the movement. */
export async function adjustStock(
  trx: Trx,
  move: { skuId: number; delta: number; reason: string; operator: string; at: Date },
) {
  const row = await trx
    .updateTable('product_sku')
    .set({ stock: sql<number>`stock + ${move.delta}::integer` })
    .where('id', '=', move.skuId)
    .returning('stock')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('stock_movement')
    .values({
      sku_id: move.skuId,
      delta: move.delta,
      stock_after: row.stock,
      reason: move.reason,
      operator: move.operator,
      created_at: move.at,
    })
    .execute();
  return row.stock;
}

export async function setThreshold(trx: Trx, skuId: number, value: number | null) {
  await trx
    .updateTable('product_sku')
    .set({ low_stock_threshold: value })
    .where('id', '=', skuId)
    .execute();
}

/** A SKU's movements, newest first. */
export async function movementPage(db: Db, skuId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('stock_movement').where('sku_id', '=', skuId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'delta', 'stock_after', 'reason', 'operator', 'created_at'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many SKUs of each company are at or under their threshold (companies: all if absent). */
export function lowStockByCompany(
  db: Db,
  defaults: LowStockDefaults,
  companies?: readonly string[],
) {
  const threshold = thresholdWith(defaults);
  let query = skusWithProduct(db)
    .select(['p.company_code', sql<string>`count(*)`.as('n')])
    .where(sql<boolean>`s.stock <= ${threshold}`)
    .groupBy('p.company_code')
    .orderBy('p.company_code');
  if (companies) query = query.where('p.company_code', 'in', [...companies, '']);
  return query.execute();
}
