import { ORDER_CALLS, type OrderInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

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
