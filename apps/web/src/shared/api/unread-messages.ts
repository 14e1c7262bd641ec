import { MESSAGE_CALLS, UNREAD_MESSAGE_PARAM } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { messageKeys } from './query-keys';

/** GET /api/messageCenter/unreadQuantity/3 → the unread count (spec "Business constants and limits": always 3). */
export const unreadMessagesQuery = () =>
  queryOptions({
    // the one cache entry of the unread count, whichever part of the app shows it
    queryKey: messageKeys.unread(),
    queryFn: () =>
      callApi(MESSAGE_CALLS.unreadQuantity, { params: { n: UNREAD_MESSAGE_PARAM }, quiet: true }),
  });

export const useUnreadMessages = (enabled = true) =>
  useQuery({ ...unreadMessagesQuery(), enabled });
