import { type PaymentStatusAnswer, ORDER_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

/** GET paymentStatus; polled every `pollMs` (the success page) while `keepPolling` says so. */
export function usePaymentStatus(
  orderNo: string | null,
  poll?: { pollMs: number; keepPolling: (status: PaymentStatusAnswer) => boolean },
) {
  return useQuery({
    queryKey: orderKeys.status(orderNo ?? ''),
    queryFn: ({ signal }) =>
      callApi(ORDER_CALLS.paymentStatus, {
        params: { orderNo: orderNo ?? '' },
        signal,
        quiet: true,
      }),
    enabled: orderNo !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return poll && (!data || poll.keepPolling(data)) ? poll.pollMs : false;
    },
  });
}
