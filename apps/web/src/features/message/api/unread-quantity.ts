import { MESSAGE_PATHS, UNREAD_MESSAGE_PARAM } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const unreadKeys = { all: ['message', 'unread'] as const };

const POLL_MS = 5 * 60_000;

/** GET /api/messageCenter/unreadQuantity/3 → the unread count */
export const fetchUnreadQuantity = () =>
  http.get<number>(
    MESSAGE_PATHS.unreadQuantity.replace(':n', String(UNREAD_MESSAGE_PARAM)),
    undefined,
    {
      quiet: true,
    },
  );

export const useUnreadQuantity = (enabled: boolean) =>
  useQuery({
    queryKey: unreadKeys.all,
    queryFn: fetchUnreadQuantity,
    enabled,
    refetchInterval: POLL_MS,
  });
