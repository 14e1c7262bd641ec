import { CONFIG_KEY, SYSTEM_CALLS, type CompanyCode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { systemKeys } from './keys';
import { STORAGE, readJson, writeJson } from '../../../lib/session/cookies';

export type MenuConfig = Record<string, string>;

/** The menu settings of spec "Entities and their fields" (`menuConfig` in local storage). */
export const MENU_CONFIG_KEYS = [
  CONFIG_KEY.hideDashboardMessageMenu,
  CONFIG_KEY.isNewMenu,
  CONFIG_KEY.isVersion202303,
];

/** POST /sys/config {companyCode, keys} → values keyed by config key; kept in local storage. */
export async function fetchMenuConfig(companyCode: string): Promise<MenuConfig> {
  const values = await callApi(SYSTEM_CALLS.configs, {
    // the session's company code, as the server gave it at login
    body: { companyCode: companyCode as CompanyCode, keys: MENU_CONFIG_KEYS },
  });
  writeJson(STORAGE.menuConfig, values);
  return values;
}

export const storedMenuConfig = (): MenuConfig | undefined =>
  readJson<MenuConfig>(STORAGE.menuConfig);

export const useMenuConfig = (companyCode: string) =>
  useQuery({
    queryKey: systemKeys.menuConfig(companyCode),
    queryFn: () => fetchMenuConfig(companyCode),
    enabled: companyCode !== '',
    placeholderData: storedMenuConfig,
    staleTime: Infinity,
  });
