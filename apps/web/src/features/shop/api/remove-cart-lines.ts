import { CART_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateCart } from './keys';

/** GET deleteShoppingCart?id=. */
export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi(CART_CALLS.delete, { query: { id: ids.join(',') }, quiet: true }),
    onSuccess: () => invalidateCart(queryClient),
  });
}
