import { CONFIG_KEY, SWITCH } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const siteSwitchKeys = { all: ['system', 'config', CONFIG_KEY.globalSiteSwitch] as const };

/** GET /sys/config/global.site.switch → data['global.site.switch'] */
export async function fetchSiteSwitch(): Promise<boolean> {
  const data = await http.get<Record<string, string> | string>(
    `/sys/config/${CONFIG_KEY.globalSiteSwitch}`,
    undefined,
    { quiet: true },
  );
  const value = typeof data === 'string' ? data : data[CONFIG_KEY.globalSiteSwitch];
  return value === SWITCH.on;
}

export const useSiteSwitch = (enabled: boolean) =>
  useQuery({
    queryKey: siteSwitchKeys.all,
    queryFn: fetchSiteSwitch,
    enabled,
    staleTime: Infinity,
  });
