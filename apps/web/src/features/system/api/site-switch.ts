import { CONFIG_KEY, SWITCH, SYSTEM_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { systemKeys } from './keys';

/** GET /sys/config/global.site.switch → data['global.site.switch'] */
export async function fetchSiteSwitch(): Promise<boolean> {
  const data = await callApi(SYSTEM_CALLS.config, {
    params: { key: CONFIG_KEY.globalSiteSwitch },
    quiet: true,
  });
  const value = typeof data === 'string' ? data : data[CONFIG_KEY.globalSiteSwitch];
  return value === SWITCH.on;
}

export const useSiteSwitch = (enabled: boolean) =>
  useQuery({
    queryKey: systemKeys.siteSwitch(),
    queryFn: fetchSiteSwitch,
    enabled,
    staleTime: Infinity,
  });
