import { BONUS_CALLS, type BonusReportQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** GET /bo/bonus/report/pdf: the same range as a PDF (the browser saves the file the server names). */
export function useBonusPdf() {
  return useMutation({
    mutationFn: (query: BonusReportQuery) => callApi(BONUS_CALLS.pdf, { query, quiet: true }),
  });
}
