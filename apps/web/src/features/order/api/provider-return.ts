import { PAYMENT_CALLS } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { orderKeys, paymentKeys } from './keys';

/**
 * Back from the third-party page (`?attemptId=`): asks our server to ask the provider and
 * settle, once, instead of waiting for the provider's webhook; then the status is read again.
 * A refusal changes nothing here: the status poll shows how the payment ended.
 */
export function useProviderReturn(orderNo: string | null, attemptId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.providerReturn(attemptId),
    queryFn: async () => {
      const answer = await callApi(PAYMENT_CALLS.refresh, {
        params: { id: attemptId ?? 0 },
        quiet: true,
      }).catch(() => null);
      await queryClient.invalidateQueries({ queryKey: orderKeys.status(orderNo ?? '') });
      return answer;
    },
    enabled: attemptId !== null && orderNo !== null,
    staleTime: Infinity,
    retry: false,
  });
}
