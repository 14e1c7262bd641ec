import { CONFIG_KEY, SYSTEM_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { safeWebUrl } from '../../lib/url/safe-web-url';
import { systemKeys } from './query-keys';

/**
 * GET /sys/config/jm-pw.website.url: the external wallet site the wallet's shortcut and the
 * hidden menu entry open; '' when none is set or the setting is not a web address. Quiet:
 * it is fetched ahead, before the member asks for it.
 */
export const externalWalletUrlQuery = () =>
  queryOptions({
    // not under the wallet root: money moving does not change a setting
    queryKey: systemKeys.externalWalletUrl(),
    queryFn: async () =>
      safeWebUrl(
        await callApi(SYSTEM_CALLS.config, {
          params: { key: CONFIG_KEY.externalWalletUrl },
          quiet: true,
        }),
      ),
    staleTime: Infinity,
  });

/** Fetched ahead, so the wallet's entry is a plain link a pop-up blocker never stops. */
export const useExternalWalletUrl = () => useQuery(externalWalletUrlQuery());
