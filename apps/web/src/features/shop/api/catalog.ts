import { CATALOG_CALLS, type Platform, type ProductListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { catalogKeys } from './keys';

/** GET /omn/product/qryProductList/{platform}: one page of the mall. */
export function useProducts(platform: Platform, query: Partial<ProductListQuery>) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.list(platform, i18n.language, query),
    queryFn: ({ signal }) =>
      callApi(CATALOG_CALLS.list, { params: { platform }, query, signal, quiet: true }),
    // the grid keeps the last page while the next loads, so it does not jump
    placeholderData: keepPreviousData,
  });
}

/** GET /omn/product/qryProductDetail/{id}. */
export function useProduct(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.detail(id ?? 0, i18n.language),
    queryFn: ({ signal }) =>
      callApi(CATALOG_CALLS.detail, { params: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
  });
}
