import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

export function findCompanyMoney(db: Db, companyCode: string) {
  return db
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit', 'time_zone'])
    .where('code', '=', companyCode)
    .executeTakeFirst();
}

/** The company's own values and the defaults of every company ('*'). */
export function findConfigValues(db: Db, companyCode: string, keys: string[]) {
  return db
    .selectFrom('sys_config')
    .select(['company_code', 'key', 'value'])
    .where('key', 'in', keys)
    .where('company_code', 'in', [companyCode, '*'])
    .execute();
}

/**
 * The company's money and the config values of `keys` (its own and '*') as one JSON text,
 * written by `wallet_transfer_settings` (migrations 0072, 0077) with the settings' version,
 * which the transfer's statement compares with the version Node built the call from. Null: no
 * such company.
 */
export async function findTransferSettingsText(
  db: Db,
  companyCode: string,
  keys: readonly string[],
): Promise<string | null> {
  const { rows } = await sql<{ settings: string | null }>`
    select wallet_transfer_settings(${companyCode}, ${[...keys]}::text[]) as settings`.execute(db);
  return rows[0]?.settings ?? null;
}
