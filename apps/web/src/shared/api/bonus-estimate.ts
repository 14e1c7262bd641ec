import { ESTIMATE_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { bonusKeys } from './query-keys';

/**
 * GET the estimated bonus of the open cycle and the next ones, as the daily job computed it:
 * one cache entry for the dashboard's card and the estimate page.
 */
export const bonusEstimateQuery = () =>
  queryOptions({
    queryKey: bonusKeys.estimate(),
    queryFn: ({ signal }) => callApi(ESTIMATE_CALLS.estimate, { signal, quiet: true }),
  });
