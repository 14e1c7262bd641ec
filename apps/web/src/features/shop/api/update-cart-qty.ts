import { CART_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateCart } from './keys';

/** POST updateShoppingCart/{id}/{qty}. */
export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, qty }: { id: number; qty: number }) =>
      callApi(CART_CALLS.update, { params: { id, qty }, quiet: true }),
    onSettled: () => invalidateCart(queryClient),
  });
}
