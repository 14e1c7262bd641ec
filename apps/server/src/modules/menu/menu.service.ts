import {
  CONFIG_FLAG_ON,
  DASHBOARD_MESSAGE_MENU,
  HIDE_DASHBOARD_MESSAGE_KEY,
  MARKETPLACE_ONLY_COMPANY,
  type MenuTree,
  type Platform,
} from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { buildMenuTree, rowsOfCompany } from './menu-tree.js';
import { findConfigValue, listMenuRows } from './menu.repository.js';
import type { MemberContext } from '../../lib/member-context.js';

/** The platform a member's menu is for: WT is always in marketplace mode (spec "States and transitions"). */
export function menuPlatform(companyCode: string, requested: Platform): Platform {
  return companyCode === MARKETPLACE_ONLY_COMPANY ? 'wpm' : requested;
}

/** The signed-in member's menu tree; only their own company's tree and settings are read. */
export async function menuTreeOf(
  deps: DbDeps,
  auth: MemberContext,
  requested: Platform,
): Promise<MenuTree> {
  const company = auth.companyCode;
  const platform = menuPlatform(company, requested);
  const rows = await listMenuRows(deps.db, platform, company);
  const hideMessages = await findConfigValue(deps.db, company, HIDE_DASHBOARD_MESSAGE_KEY);
  const hidden = new Set(hideMessages === CONFIG_FLAG_ON ? [DASHBOARD_MESSAGE_MENU] : []);
  return buildMenuTree(rowsOfCompany(rows, company), hidden);
}
