import { POINTS_SHOP_CALLS, type PointsProductListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { pointsShopKeys } from './keys';

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
