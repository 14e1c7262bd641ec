import { CONFIG_DEFAULT_COMPANY } from '@portal/contract';

export interface ConfigRow {
  company_code: string;
  key: string;
  value: string;
}

/**
 * The settings a company sees: its own row of a key wins over the default ('*') row.
 * Rows of other companies are ignored, so callers may pass a wider result set.
 * A Map, so a requested key such as `constructor` finds nothing on a prototype.
 */
export function resolveConfig(
  rows: readonly ConfigRow[],
  companyCode: string,
): Map<string, string> {
  const resolved = new Map<string, string>();
  for (const row of rows) {
    if (row.company_code === CONFIG_DEFAULT_COMPANY && !resolved.has(row.key)) {
      resolved.set(row.key, row.value);
    }
  }
  for (const row of rows) {
    if (row.company_code === companyCode) resolved.set(row.key, row.value);
  }
  return resolved;
}
