import type { Db } from '../db/client.js';

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('company').select('code').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function hasCatalog(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function companyCurrencies(db: Db) {
  return db.selectFrom('company').select(['code', 'currency', 'minor_unit']).execute();
}
