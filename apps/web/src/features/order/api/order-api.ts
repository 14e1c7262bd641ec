import {
  type PaymentStatusAnswer,
  CART_CALLS,
  ORDER_CALLS,
  PAYMENT_CALLS,
  type OrderInput,
  type OrderListQuery,
  type PayOrderBody,
  type Platform,
  type SaveOrderBody,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../../lib/cart/cart-store';
import { callApi } from '../../../lib/http/call';
import { cartKeys } from '../../../shared/api/query-keys';
import { orderKeys, paymentKeys } from './keys';

// the checkout's options are read by the autoship set-up too
export { useCheckoutOptions } from '../../../shared/api/checkout-options';

/** The platform's cart, read for the checkout (the lines the order is made of). */
export function useCheckoutCart(platform: Platform) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.cart(platform, i18n.language),
    queryFn: ({ signal }) =>
      callApi(CART_CALLS.list, { params: { platform }, signal, quiet: true }),
  });
}

/** POST beforeSaveOrder: prices the order as it is composed (null: nothing to price yet). */
export function useOrderPreview(input: OrderInput | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.preview(input as OrderInput, i18n.language),
    queryFn: ({ signal }) =>
      callApi(ORDER_CALLS.beforeSave, { body: input as OrderInput, signal, quiet: true }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

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

export function useOrders(query: Partial<OrderListQuery>) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.list(query, i18n.language),
    queryFn: ({ signal }) => callApi(ORDER_CALLS.list, { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(orderNo: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.detail(orderNo ?? '', i18n.language),
    queryFn: ({ signal }) =>
      callApi(ORDER_CALLS.detail, { params: { orderNo: orderNo ?? '' }, signal, quiet: true }),
    enabled: orderNo !== null,
  });
}

/** GET paymentStatus; polled every `pollMs` (the success page) while `keepPolling` says so. */
export function usePaymentStatus(
  orderNo: string | null,
  poll?: { pollMs: number; keepPolling: (status: PaymentStatusAnswer) => boolean },
) {
  return useQuery({
    queryKey: orderKeys.status(orderNo ?? ''),
    queryFn: ({ signal }) =>
      callApi(ORDER_CALLS.paymentStatus, {
        params: { orderNo: orderNo ?? '' },
        signal,
        quiet: true,
      }),
    enabled: orderNo !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return poll && (!data || poll.keepPolling(data)) ? poll.pollMs : false;
    },
  });
}

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

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) =>
      callApi(ORDER_CALLS.cancel, { params: { orderNo }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

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

/**
 * The card's challenge step (3-D-Secure-like): the member's code for attempt `attemptId`. A
 * repeat of the same answer is harmless (the server answers the settled attempt again).
 */
export function useAnswerChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, code }: { attemptId: number; code: string }) =>
      callApi(PAYMENT_CALLS.challenge, { params: { id: attemptId }, body: { code }, quiet: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
