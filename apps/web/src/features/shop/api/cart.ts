import { CART_CALLS, type Platform, type SaveCartBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { cartQuery } from './cart-query';
import { cartKeys } from './keys';

/** The cart page's read; every change below reads it again, and the badge follows it. */
export function useCart(platform: Platform) {
  const { i18n } = useTranslation();
  return useQuery(cartQuery(platform, i18n.language));
}

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartKeys.all });

/** POST saveShoppingCart. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCartBody) => callApi(CART_CALLS.save, { body, quiet: true }),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST updateShoppingCart/{id}/{qty}. */
export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, qty }: { id: number; qty: number }) =>
      callApi(CART_CALLS.update, { params: { id, qty }, quiet: true }),
    onSettled: () => refresh(queryClient),
  });
}

/** GET deleteShoppingCart?id=. */
export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi(CART_CALLS.delete, { query: { id: ids.join(',') }, quiet: true }),
    onSuccess: () => refresh(queryClient),
  });
}
