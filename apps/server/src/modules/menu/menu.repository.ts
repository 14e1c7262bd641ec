import { CONFIG_DEFAULT_COMPANY, MENU_ALL_COMPANIES, type Platform } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** Every entry of a platform's trees that a company may use: its own and the shared ones. */
export function listMenuRows(db: Db, platform: Platform, companyCode: string) {
  return db
    .selectFrom('menu_node')
    .select([
      'id',
      'company_code',
      'parent_id',
      'name',
      'path',
      'show_name',
      'leaf',
      'show',
      'position',
      'keep_alive',
      'icon',
      'sort',
    ])
    .where('platform', '=', platform)
    .where('company_code', 'in', [companyCode, MENU_ALL_COMPANIES])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
export type MenuRow = Awaited<ReturnType<typeof listMenuRows>>[number];

/** A company setting: the company's own row, else the default row every company inherits. */
export async function findConfigValue(
  db: Db,
  companyCode: string,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sys_config')
    .select('value')
    .where('key', '=', key)
    .where('company_code', 'in', [companyCode, CONFIG_DEFAULT_COMPANY])
    .orderBy((eb) => eb('company_code', '=', CONFIG_DEFAULT_COMPANY))
    .limit(1)
    .executeTakeFirst();
  return row?.value;
}
