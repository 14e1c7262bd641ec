import { CONFIG_DEFAULT_COMPANY } from '@portal/contract';

export interface ConfigRow {
  company_code: string;
  key: string;
  value: string;
}

/**
 * The settings a company sees: its own row of a key wins over the default ('*') row.
 * Rows of other companies are ignored, so callers may pass a wider result set.
 */
export function resolveConfig(
  rows: readonly ConfigRow[],
  companyCode: string,
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const row of rows) {
    if (row.company_code === CONFIG_DEFAULT_COMPANY && !(row.key in resolved)) {
      resolved[row.key] = row.value;
    }
  }
  for (const row of rows) {
    if (row.company_code === companyCode) resolved[row.key] = row.value;
  }
  return resolved;
}
