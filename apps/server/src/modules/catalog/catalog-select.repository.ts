import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

/**
 * SKUs joined to their product as `s` and `p`: the start of every read that needs a SKU's
 * company, platform or kind, so the join is written once.
 */
export function skusWithProduct(db: Db | Trx) {
  return db.selectFrom('product_sku as s').innerJoin('product as p', 'p.id', 's.product_id');
}

/** `%text%` with LIKE's own wildcards escaped, so a search for '50%' means 50%. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name of product `p` in English, else in the first language it has (null: none). */
export const productNameOfP = sql<string | null>`(
  select t.name from product_text t where t.product_id = p.id
  order by t.locale = 'en' desc, t.locale limit 1)`;
