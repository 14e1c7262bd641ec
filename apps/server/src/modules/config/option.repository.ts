import type { Db } from '../../db/client.js';

export interface OptionRow {
  list_code: string;
  value: string;
  label_key: string;
}

/** Options of the given lists (every list when none given), in display order. */
export function findOptions(db: Db, listCodes?: readonly string[]): Promise<OptionRow[]> {
  let query = db
    .selectFrom('sys_option')
    .select(['list_code', 'value', 'label_key'])
    .orderBy('list_code')
    .orderBy('sort')
    .orderBy('value');
  if (listCodes) query = query.where('list_code', 'in', listCodes);
  return query.execute();
}
