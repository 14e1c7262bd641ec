import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { CycleCloseMode, Locale } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { ConsoleCompanySettingTable } from './company-setting.tables.js';

/** The companies with their saved console settings, if any (a left join: unsaved ones read null). */
function companiesWithSettings(db: Db) {
  return db
    .selectFrom('company as c')
    .leftJoin('console_company_setting as s', 's.company_code', 'c.code')
    .select([
      'c.code',
      'c.name',
      'c.currency',
      'c.minor_unit',
      's.adjustment_approval_above',
      's.cycle_close',
      's.stock_alert_email',
      's.stock_alert_locale',
      's.low_stock_default',
    ]);
}

/** Every company's settings, or those of the companies given. */
export function listCompanySettings(db: Db, companies?: readonly string[]) {
  let q = companiesWithSettings(db);
  if (companies) q = q.where('c.code', 'in', companies.length ? companies : ['']);
  return q.orderBy('c.code').execute();
}
export type CompanySettingRow = Awaited<ReturnType<typeof listCompanySettings>>[number];

/** One company's settings, the row held for the change that follows (FOR UPDATE on the company). */
export function holdCompanySetting(trx: Trx, companyCode: string) {
  return companiesWithSettings(trx)
    .where('c.code', '=', companyCode)
    .forUpdate('c')
    .executeTakeFirst();
}

export async function upsertCompanySetting(
  trx: Trx,
  row: Insertable<ConsoleCompanySettingTable> & {
    cycle_close: CycleCloseMode;
    stock_alert_email: string | null;
    stock_alert_locale: Locale;
    low_stock_default: number | null;
  },
) {
  await trx
    .insertInto('console_company_setting')
    .values(row)
    .onConflict((oc) =>
      oc.column('company_code').doUpdateSet({
        adjustment_approval_above: row.adjustment_approval_above,
        cycle_close: row.cycle_close,
        stock_alert_email: row.stock_alert_email,
        stock_alert_locale: row.stock_alert_locale,
        low_stock_default: row.low_stock_default,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function findCompanySetting(db: Db, companyCode: string) {
  return db
    .selectFrom('console_company_setting')
    .select(['adjustment_approval_above', 'cycle_close'])
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
}

/** The companies whose cycles only the console closes. */
export async function findReviewedCompanies(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('console_company_setting')
    .select('company_code')
    .where('cycle_close', '=', 'reviewed')
    .execute();
  return rows.map((r) => r.company_code);
}

/** The companies that named an address for the low-stock alert, with it and its language. */
export function findStockAlertAddresses(db: Db) {
  return db
    .selectFrom('console_company_setting')
    .select(['company_code', 'stock_alert_email', 'stock_alert_locale'])
    .where('stock_alert_email', 'is not', null)
    .orderBy('company_code')
    .execute();
}

/** The companies that set their own low-stock default, with it (all, or those given). */
export function findLowStockDefaults(db: Db, companies?: readonly string[]) {
  let q = db
    .selectFrom('console_company_setting')
    .select(['company_code', 'low_stock_default'])
    .where('low_stock_default', 'is not', null);
  if (companies) q = q.where('company_code', 'in', companies.length ? companies : ['']);
  return q.execute();
}
