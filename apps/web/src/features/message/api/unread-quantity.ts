import { MESSAGE_CALLS, UNREAD_MESSAGE_PARAM } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export const unreadKeys = { all: ['message', 'unread'] as const };

const POLL_MS = 5 * 60_000;

/** GET /api/messageCenter/unreadQuantity/3 → the unread count */
export const fetchUnreadQuantity = () =>
  callApi(MESSAGE_CALLS.unreadQuantity, { params: { n: UNREAD_MESSAGE_PARAM }, quiet: true });

export const useUnreadQuantity = (enabled: boolean) =>
  useQuery({
    queryKey: unreadKeys.all,
    queryFn: fetchUnreadQuantity,
    enabled,
    refetchInterval: POLL_MS,
  });
