import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/** The company's money and the config values of `keys` (its own and '*'), in one round trip. */
export function findCompanyMoneyWithConfig(db: Db, companyCode: string, keys: string[]) {
  return db
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit', 'time_zone'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('sys_config')
          .select(['sys_config.company_code', 'sys_config.key', 'sys_config.value'])
          .where('sys_config.key', 'in', keys)
          .where('sys_config.company_code', 'in', [companyCode, '*']),
      ).as('config'),
    )
    .where('code', '=', companyCode)
    .executeTakeFirst();
}
