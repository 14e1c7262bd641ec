import { PROMOTION_CALLS } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { promotionKeys } from './keys';

/** One page of the member's points entries, newest first; the table keeps its rows meanwhile. */
export const pointsHistoryQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: promotionKeys.pointsHistory(pageNum, pageSize),
    queryFn: ({ signal }) =>
      callApi(PROMOTION_CALLS.pointsHistory, {
        query: { pageNum, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
