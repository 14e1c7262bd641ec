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
