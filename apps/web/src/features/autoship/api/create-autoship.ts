import { AUTOSHIP_CALLS, type CreateAutoshipBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys, cartKeys } from './keys';

/** POST create with the attempt's Idempotency-Key; the autoship cart is emptied by it. */
export function useCreateAutoship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateAutoshipBody; key: string }) =>
      callApi(AUTOSHIP_CALLS.create, { body, headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: autoshipKeys.all });
    },
  });
}
