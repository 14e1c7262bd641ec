import type { ServerDateTime } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const serverDateTimeKeys = { all: ['system', 'serverDateTime'] as const };

/** GET /sys/locale/serverDateTime */
export const fetchServerDateTime = () =>
  http.get<ServerDateTime>('/sys/locale/serverDateTime', undefined, { quiet: true });

const RESYNC_MS = 10 * 60_000;

/** The server clock, re-read now and then so the header clock never drifts. */
export const useServerDateTime = () =>
  useQuery({
    queryKey: serverDateTimeKeys.all,
    queryFn: fetchServerDateTime,
    staleTime: RESYNC_MS,
    refetchInterval: RESYNC_MS,
  });
