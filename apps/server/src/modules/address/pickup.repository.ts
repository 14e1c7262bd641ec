import type { PickupKind } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { CompanyPickupPointTable } from './address.tables.js';

/** A company's pick-up points of the given kinds, in their order. */
export function findPickupPoints(db: Db, companyCode: string, kinds: readonly PickupKind[]) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('company_pickup_point')
    .select(['id', 'kind', 'name', 'address', 'city', 'zip', 'country_code', 'phone'])
    .where('company_code', '=', companyCode)
    .where('kind', 'in', kinds)
    .orderBy('kind', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertPickupPoints(
  db: Db,
  rows: readonly Insertable<CompanyPickupPointTable>[],
) {
  if (rows.length > 0)
    await db
      .insertInto('company_pickup_point')
      .values([...rows])
      .execute();
}

export async function hasPickupPoints(db: Db): Promise<boolean> {
  const row = await db.selectFrom('company_pickup_point').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
