import { ORDER_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { orderKeys } from './query-keys';

/** GET checkoutOptions: the company's pick-up points, fees and payment methods. */
export function useCheckoutOptions() {
  return useQuery({
    queryKey: orderKeys.options(),
    queryFn: ({ signal }) => callApi(ORDER_CALLS.checkoutOptions, { signal, quiet: true }),
  });
}
