import { CART_CALLS, ORDER_TYPE } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { cartKeys } from './query-keys';

/** Adds one unit of a product to the cart as an ordinary purchase. */
export const quickAdd = (productSkuId: number) =>
  callApi(CART_CALLS.save, {
    body: { productSkuId, qty: 1, orderTypeCode: ORDER_TYPE.retail },
    quiet: true,
  });

/** The cart (and its header badge) is read again after an add. */
export function useQuickAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productSkuId: number) => quickAdd(productSkuId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
