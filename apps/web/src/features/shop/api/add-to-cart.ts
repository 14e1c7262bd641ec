import { CART_CALLS, type SaveCartBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateCart } from './keys';

/** POST saveShoppingCart. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCartBody) => callApi(CART_CALLS.save, { body, quiet: true }),
    onSuccess: () => invalidateCart(queryClient),
  });
}
