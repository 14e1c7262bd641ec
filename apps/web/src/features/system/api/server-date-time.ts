import { SYSTEM_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { systemKeys } from './keys';

/** GET /sys/locale/serverDateTime */
export const fetchServerDateTime = () => callApi(SYSTEM_CALLS.serverDateTime, { quiet: true });

const RESYNC_MS = 10 * 60_000;

/** The server clock, re-read now and then so the header clock never drifts. */
export const useServerDateTime = () =>
  useQuery({
    queryKey: systemKeys.serverDateTime(),
    queryFn: fetchServerDateTime,
    staleTime: RESYNC_MS,
    refetchInterval: RESYNC_MS,
  });
