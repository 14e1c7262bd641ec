import { MESSAGE_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { messageKeys } from './query-keys';

/** How many messages the dashboard card shows. */
export const LATEST_MESSAGES = 3;

/**
 * The member's newest messages (GET /api/messageCenter/page/messages, first page). The key
 * starts with 'message': the live unread badge invalidates that prefix when a message arrives
 * or is read, so the dashboard card follows without a reload. The language is in the key: a
 * company's messages are read in the portal's language.
 */
export const latestMessagesQuery = (language: string, size = LATEST_MESSAGES) =>
  queryOptions({
    queryKey: messageKeys.latest(language, size),
    queryFn: ({ signal }) =>
      callApi(MESSAGE_CALLS.page, { query: { pageNum: 1, pageSize: size }, signal, quiet: true }),
  });
