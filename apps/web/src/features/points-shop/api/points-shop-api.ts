import {
  POINTS_SHOP_CALLS,
  type ExchangeInput,
  type PointsProductListQuery,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { ORDER_ROOT_KEY, pointsShopKeys, vacationKeys } from './keys';

/** GET one page of the company's products priced in points. */
export function usePointsProducts(query: Partial<PointsProductListQuery>) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pointsShopKeys.products(i18n.language, query),
    queryFn: ({ signal }) => callApi(POINTS_SHOP_CALLS.products, { query, signal, quiet: true }),
    // the grid keeps the last page while the next loads, and a language switch keeps the page
    placeholderData: keepPreviousData,
  });
}

/** GET one point-priced product (null: the address names none, nothing is asked). */
export function usePointsProduct(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pointsShopKeys.product(id ?? 0, i18n.language),
    queryFn: ({ signal }) =>
      callApi(POINTS_SHOP_CALLS.product, { params: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST exchangePurchaseMinBv: the month's BV rule and where the member stands. */
export function useExchangeMinBv() {
  return useQuery({
    queryKey: pointsShopKeys.minBv(),
    queryFn: ({ signal }) => callApi(POINTS_SHOP_CALLS.minBv, { signal, quiet: true }),
  });
}

/** POST beforeExchangePurchase: checks and prices the exchange as composed (null: not yet). */
export function useExchangePreview(input: ExchangeInput | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pointsShopKeys.preview(input as ExchangeInput, i18n.language),
    queryFn: ({ signal }) =>
      callApi(POINTS_SHOP_CALLS.beforeExchange, {
        body: input as ExchangeInput,
        signal,
        quiet: true,
      }),
    enabled: input !== null,
    // a refusal is an answer about this input, not a lost request: asked again on change only
    retry: false,
  });
}

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
