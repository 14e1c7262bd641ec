import { VACATION_CALLS, VACATION_HISTORY_PAGE } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { vacationKeys } from './query-keys';

/**
 * GET the vacation points: the balance, the last paid order and when the points flush. One
 * cache entry for VacationPoint and the points shop, which spends them.
 */
export const vacationPointsQuery = () =>
  queryOptions({
    queryKey: vacationKeys.points(),
    queryFn: ({ signal }) => callApi(VACATION_CALLS.points, { signal, quiet: true }),
  });

/** GET one page of the points history, newest first (VacationPoint and points shop Details). */
export const vacationHistoryQuery = (pageNum: number) =>
  queryOptions({
    queryKey: vacationKeys.history(pageNum),
    queryFn: ({ signal }) =>
      callApi(VACATION_CALLS.history, {
        query: { pageNum, pageSize: VACATION_HISTORY_PAGE.defaultSize },
        signal,
        quiet: true,
      }),
    // a table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
  });
