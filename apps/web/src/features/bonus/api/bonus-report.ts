import { BONUS_CALLS, type BonusReportQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { bonusKeys } from './keys';

/** GET /bo/bonus/report: totals per closed cycle and type, and the last 12 cycles. */
export function useBonusReport(query: BonusReportQuery) {
  return useQuery({
    queryKey: bonusKeys.report(query),
    queryFn: ({ signal }) => callApi(BONUS_CALLS.report, { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
