import { ESTIMATE_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { bonusKeys } from './query-keys';

/** The signed-in member's rank report card: the standing now and the next award's gaps. */
export const rankCardQuery = () =>
  queryOptions({
    queryKey: bonusKeys.rankCard(),
    queryFn: ({ signal }) => callApi(ESTIMATE_CALLS.rankCard, { signal, quiet: true }),
  });

export const useRankCard = () => useQuery(rankCardQuery());
