import { ORDER_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

export function useOrderDetail(orderNo: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.detail(orderNo ?? '', i18n.language),
    queryFn: ({ signal }) =>
      callApi(ORDER_CALLS.detail, { params: { orderNo: orderNo ?? '' }, signal, quiet: true }),
    enabled: orderNo !== null,
  });
}
