import type { Locale } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { thresholdWith, type LowStockDefaults } from './stock-console.repository.js';

/**
 * The company's published SKUs (product and SKU active) at or under their threshold, the
 * furthest under first, at most `limit`; the product's name in `locale`, else in English.
 */
export function lowPublishedSkus(
  db: Db,
  query: { companyCode: string; limit: number; locale: Locale; defaults: LowStockDefaults },
) {
  const { companyCode, limit, locale } = query;
  const threshold = thresholdWith(query.defaults);
  return db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.id', 's.code', 's.stock', 'p.code as product_code'])
    .select(threshold.as('threshold'))
    .select((eb) =>
      eb
        .selectFrom('product_text as t')
        .select('t.name')
        .whereRef('t.product_id', '=', 'p.id')
        .where('t.locale', 'in', [locale, 'en'])
        // the alert's language first, English where the product has no name in it
        .orderBy(sql`t.locale = ${locale}`, 'desc')
        .limit(1)
        .as('name'),
    )
    .where('p.company_code', '=', companyCode)
    .where('p.active', '=', true)
    .where('s.active', '=', true)
    .where(sql<boolean>`s.stock <= ${threshold}`)
    .orderBy(sql`s.stock - ${threshold}`)
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/**
 * Records the company's alert of the day; false when one is recorded already (an earlier run,
 * or another server's run of the same day), and the caller then sends nothing.
 */
export async function recordStockAlertOnce(
  trx: Trx,
  alert: { companyCode: string; day: string; to: string; skus: number; at: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('stock_alert')
    .values({
      company_code: alert.companyCode,
      business_day: alert.day,
      to_address: alert.to,
      skus: alert.skus,
      sent_at: alert.at,
    })
    .onConflict((oc) => oc.columns(['company_code', 'business_day']).doNothing())
    .returning('company_code')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the company's alert of the day went out already. */
export async function stockAlertSent(db: Db, companyCode: string, day: string) {
  const row = await db
    .selectFrom('stock_alert')
    .select('company_code')
    .where('company_code', '=', companyCode)
    .where('business_day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}
