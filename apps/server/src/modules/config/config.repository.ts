import { CONFIG_DEFAULT_COMPANY } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { ConfigRow } from './config-resolution.js';

/** The default and the company rows of the given keys. */
export function findConfigRows(
  db: Db,
  companyCode: string,
  keys: readonly string[],
): Promise<ConfigRow[]> {
  return configRowsQuery(db, companyCode, keys).execute();
}

/** `findConfigRows` as a query another statement may embed (keys must not be empty). */
export function configRowsQuery(db: Db, companyCode: string, keys: readonly string[]) {
  return db
    .selectFrom('sys_config')
    .select(['company_code', 'key', 'value'])
    .where('company_code', 'in', [CONFIG_DEFAULT_COMPANY, companyCode])
    .where('key', 'in', keys);
}
