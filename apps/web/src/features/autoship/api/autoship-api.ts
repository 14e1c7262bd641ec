import {
  AUTOSHIP_CALLS,
  CART_CALLS,
  type AutoshipPreviewBody,
  type CreateAutoshipBody,
  type UpdateAutoshipBody,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys, cartKeys } from './keys';

/** The main platform's cart: its autoship list is what a new autoship is made of. */
export function useAutoshipCart() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cartKeys.list('bzz', i18n.language),
    queryFn: ({ signal }) =>
      callApi(CART_CALLS.list, { params: { platform: 'bzz' }, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST preview: first run date, amount, BV and points (null: nothing to price yet). */
export function useAutoshipPreview(body: AutoshipPreviewBody | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.preview(body as AutoshipPreviewBody, i18n.language),
    queryFn: ({ signal }) =>
      callApi(AUTOSHIP_CALLS.preview, { body: body as AutoshipPreviewBody, signal, quiet: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

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

/** GET list: the member's autoships (kept while the language changes, so nothing jumps). */
export function useAutoships() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.list(i18n.language),
    queryFn: ({ signal }) => callApi(AUTOSHIP_CALLS.list, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET runs: one page of an autoship's runs, paged on the server. */
export function useAutoshipRuns(id: number, pageNum: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.runs(id, pageNum, pageSize, i18n.language),
    queryFn: ({ signal }) =>
      callApi(AUTOSHIP_CALLS.runs, {
        params: { id },
        query: { pageNum, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The one-click changes of the manage page: each answers the autoship as it now is. */
export type AutoshipAction = 'skip' | 'pause' | 'resume' | 'cancel';

export function useAutoshipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AutoshipAction }) =>
      callApi(AUTOSHIP_CALLS[action], { params: { id }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.all }),
  });
}

/** POST update: items, address, card or schedule, effective for the next run. */
export function useUpdateAutoship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAutoshipBody }) =>
      callApi(AUTOSHIP_CALLS.update, { params: { id }, body, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.all }),
  });
}
