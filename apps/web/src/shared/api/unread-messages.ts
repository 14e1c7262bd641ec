import { MESSAGE_CALLS, UNREAD_MESSAGE_PARAM } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';

/**
 * Every message-centre query key starts here (the page, a detail, the count): a live unread
 * event invalidates them all, and the dashboard's unread card reads under it too.
 */
export const MESSAGE_QUERY_ROOT = ['message'] as const;
/** The one cache entry of the unread count, whichever part of the app shows it. */
export const unreadMessagesKey = [...MESSAGE_QUERY_ROOT, 'unread'] as const;

/** GET /api/messageCenter/unreadQuantity/3 → the unread count (spec 9: always 3). */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: unreadMessagesKey,
    queryFn: () =>
      callApi(MESSAGE_CALLS.unreadQuantity, { params: { n: UNREAD_MESSAGE_PARAM }, quiet: true }),
  });

export const useUnreadMessages = (enabled = true) =>
  useQuery({ ...unreadMessagesQuery(), enabled });
