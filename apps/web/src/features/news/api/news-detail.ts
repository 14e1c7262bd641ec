import { NEWS_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { newsKeys } from './keys';

/** GET one live news item (`id` null: nothing is asked). */
export const newsDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) =>
      callApi(NEWS_CALLS.detail, { params: { id: id! }, signal, quiet: true }),
    enabled: id !== null,
  });
