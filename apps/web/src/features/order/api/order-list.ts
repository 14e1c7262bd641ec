import { ORDER_CALLS, type OrderListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

export function useOrders(query: Partial<OrderListQuery>) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.list(query, i18n.language),
    queryFn: ({ signal }) => callApi(ORDER_CALLS.list, { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
