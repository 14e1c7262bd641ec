import { VACATION_CALLS, VACATION_HISTORY_PAGE } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { vacationKeys } from './keys';

/** GET the vacation points: the balance, the last paid order and when the points flush. */
export const useVacationPoints = () =>
  useQuery({
    queryKey: vacationKeys.points(),
    queryFn: ({ signal }) => callApi(VACATION_CALLS.points, { signal, quiet: true }),
  });

/** GET one page of the points history, newest first. */
export const useVacationHistory = (pageNum: number) =>
  useQuery({
    queryKey: vacationKeys.history(pageNum),
    queryFn: ({ signal }) =>
      callApi(VACATION_CALLS.history, {
        query: { pageNum, pageSize: VACATION_HISTORY_PAGE.defaultSize },
        signal,
        quiet: true,
      }),
    // the table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
  });
