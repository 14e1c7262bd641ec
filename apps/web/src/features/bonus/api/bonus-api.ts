import { BONUS_CALLS, type BonusReportQuery } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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

/** GET /bo/bonus/cycle/{cycle}: the member's lines with their trail (explain-my-pay). */
export function useBonusCycle(cycle: string) {
  return useQuery({
    queryKey: bonusKeys.cycle(cycle),
    queryFn: ({ signal }) => callApi(BONUS_CALLS.cycle, { params: { cycle }, signal, quiet: true }),
  });
}

/** GET /bo/bonus/report/pdf: the same range as a PDF (the browser saves the file the server names). */
export function useBonusPdf() {
  return useMutation({
    mutationFn: (query: BonusReportQuery) => callApi(BONUS_CALLS.pdf, { query, quiet: true }),
  });
}
