import {
  CONFIG_KEYS_ANSWERED_AS_OBJECT,
  type CompanyCode,
  type ConfigBatchBody,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { resolveConfig, type ConfigRow } from './config-resolution.js';
import { configRowsQuery, findConfigRows } from './config.repository.js';
import { companyFor, type Viewer } from '../../lib/request-scope.js';

/** Settings of a company (its override, else the default); keys without any row are absent. */
async function readConfigMap(
  db: Db,
  companyCode: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  return resolveConfig(await findConfigRows(db, companyCode, keys), companyCode);
}

/** The same keyed by config key, as other modules read settings. */
export async function readConfig(
  db: Db,
  companyCode: string,
  keys: readonly string[],
): Promise<Record<string, string>> {
  return Object.fromEntries(await readConfigMap(db, companyCode, keys));
}

/**
 * Settings read by another statement (`configQuery`, embedded), keyed as `readConfig` keys
 * them: the company's own row of a key wins over the default.
 */
export function configOfRows(rows: readonly ConfigRow[], companyCode: string) {
  return Object.fromEntries(resolveConfig(rows, companyCode)) as Record<string, string>;
}

/** The rows `readConfig` reads, as a query another statement may embed (keys not empty). */
export const configQuery = (db: Db, companyCode: string, keys: readonly string[]) =>
  configRowsQuery(db, companyCode, keys);

/** One setting, answered bare or as `{[key]: value}` for the legacy object keys. */
export async function getConfigValue(
  deps: DbDeps,
  query: { key: string; companyCode?: CompanyCode },
  viewer: Viewer | null,
): Promise<string | Record<string, string>> {
  const company = companyFor(query.companyCode, viewer);
  const value = (await readConfigMap(deps.db, company, [query.key])).get(query.key);
  if (value === undefined) throw new AppError('unknownConfigKey', { params: { key: query.key } });
  return CONFIG_KEYS_ANSWERED_AS_OBJECT.includes(query.key) ? { [query.key]: value } : value;
}

export async function getConfigValues(
  deps: DbDeps,
  body: ConfigBatchBody,
  viewer: Viewer | null,
): Promise<Record<string, string>> {
  const company = companyFor(body.companyCode, viewer, 'body.companyCode');
  return readConfig(deps.db, company, [...new Set(body.keys)]);
}
