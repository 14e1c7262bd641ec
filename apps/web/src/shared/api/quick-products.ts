import { CATALOG_CALLS, type Platform } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';
import { catalogKeys } from './query-keys';

/** The first page of the platform's catalogue (one read, the language in its key). */
export const quickProductsQuery = (platform: Platform, language: string, pageSize: number) =>
  queryOptions({
    queryKey: catalogKeys.quick(platform, language),
    queryFn: ({ signal }) =>
      callApi(CATALOG_CALLS.list, {
        params: { platform },
        query: { pageNum: 1, pageSize },
        signal,
        quiet: true,
      }),
  });

export function useQuickProducts(platform: Platform, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery(quickProductsQuery(platform, i18n.language, pageSize));
}
