import { DASHBOARD_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { dashboardKeys } from './keys';

/**
 * GET /bo/dashboard/summary: every figure of the first screen in one read (the standing and
 * next award, the wallet, the estimate, the last closed cycles), so the tiles and the chart
 * paint together instead of after four separate waits.
 */
export const useDashboardSummary = () =>
  useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.memberSummary, { signal, quiet: true }),
    staleTime: 60_000,
  });
