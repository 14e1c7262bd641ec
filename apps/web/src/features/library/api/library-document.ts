import { LIBRARY_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { libraryKeys } from './keys';

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.document(id),
    queryFn: ({ signal }) => callApi(LIBRARY_CALLS.detail, { signal, quiet: true, params: { id } }),
    retry: false,
  });
