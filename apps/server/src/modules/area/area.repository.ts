import { AREA_LEVEL } from '@portal/contract';
import type { Db } from '../../db/client.js';

const COLUMNS = ['id', 'parent_id', 'level', 'country_code', 'code', 'name', 'sort'] as const;

export function findArea(db: Db, id: number) {
  return db.selectFrom('area').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type AreaRow = NonNullable<Awaited<ReturnType<typeof findArea>>>;

/** Countries, all or only the given alpha-2 codes. */
export function findCountries(db: Db, codes?: readonly string[]): Promise<AreaRow[]> {
  let query = db.selectFrom('area').select(COLUMNS).where('level', '=', AREA_LEVEL.country);
  if (codes) query = query.where('code', 'in', codes);
  return query.execute();
}

export function findChildren(db: Db, parentId: number): Promise<AreaRow[]> {
  return db
    .selectFrom('area')
    .select(COLUMNS)
    .where('parent_id', '=', parentId)
    .orderBy('sort')
    .orderBy('name')
    .execute();
}
