import { LIBRARY_CALLS, type LibraryCategory } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { libraryKeys } from './keys';

export interface LibraryFilter {
  category?: LibraryCategory;
  q?: string;
  page: number;
}

export const documentsQuery = (lang: string, filter: LibraryFilter) =>
  queryOptions({
    queryKey: libraryKeys.list(lang, filter),
    queryFn: ({ signal }) =>
      callApi(LIBRARY_CALLS.list, {
        signal,
        quiet: true,
        query: {
          page: filter.page,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.q ? { q: filter.q } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
