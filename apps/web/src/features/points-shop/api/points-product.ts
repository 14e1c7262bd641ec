import { POINTS_SHOP_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { pointsShopKeys } from './keys';

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
