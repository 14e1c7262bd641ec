import { ORDER_CALLS, type SaveOrderBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCartStore } from '../../../lib/cart/cart-store';
import { callApi } from '../../../lib/http/call';
import { cartKeys } from '../../../shared/api/query-keys';
import { orderKeys } from './keys';

/** POST saveOrder with the attempt's Idempotency-Key; the cart loses the ordered lines. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SaveOrderBody; key: string }) =>
      callApi(ORDER_CALLS.save, { body, headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: (_order, { body }) => {
      // the ordered lines left the server's cart; the header badge counts the shell's store
      const ordered = new Set(
        body.lines.flatMap((l) => (l.cartItemId ? [String(l.cartItemId)] : [])),
      );
      useCartStore
        .getState()
        .remove((item) => item.id !== undefined && ordered.has(String(item.id)));
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
