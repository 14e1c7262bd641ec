import { POINTS_SHOP_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { pointsShopKeys } from './keys';

/** POST exchangePurchaseMinBv: the month's BV rule and where the member stands. */
export function useExchangeMinBv() {
  return useQuery({
    queryKey: pointsShopKeys.minBv(),
    queryFn: ({ signal }) => callApi(POINTS_SHOP_CALLS.minBv, { signal, quiet: true }),
  });
}
