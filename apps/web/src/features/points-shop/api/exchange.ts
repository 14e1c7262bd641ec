import { POINTS_SHOP_CALLS, type ExchangeInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { ORDER_ROOT_KEY, pointsShopKeys, vacationKeys } from './keys';

/**
 * POST exchangePurchase with the attempt's Idempotency-Key. Afterwards the balance, the
 * history, the month's rule, the stock and the order history are read again, whatever the
 * answer: a refusal may come from a balance or a stock that changed meanwhile.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ExchangeInput; key: string }) =>
      callApi(POINTS_SHOP_CALLS.exchange, {
        body,
        headers: { 'Idempotency-Key': key },
        quiet: true,
      }),
    // not awaited: the answer is shown at once, the pages read again behind it
    onSettled: () => {
      for (const queryKey of [vacationKeys.all, pointsShopKeys.all, ORDER_ROOT_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
