import { LIBRARY_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { libraryKeys } from './keys';

/** The cache is keyed by language too: the server answers the member's language's library. */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: libraryKeys.categories(lang),
    queryFn: ({ signal }) => callApi(LIBRARY_CALLS.categories, { signal, quiet: true }),
  });
