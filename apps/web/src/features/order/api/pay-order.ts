import { ORDER_CALLS, type PayOrderBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

/** POST payOrder with the attempt's Idempotency-Key. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, body, key }: { orderNo: string; body: PayOrderBody; key: string }) =>
      callApi(ORDER_CALLS.pay, {
        params: { orderNo },
        body,
        headers: { 'Idempotency-Key': key },
        quiet: true,
      }),
    // not awaited: the page moves on to the result at once; awaiting the refetch first showed
    // 'This order is paid.' on the payment page for a moment before the success page
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
