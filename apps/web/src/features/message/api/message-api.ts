import {
  MESSAGE_CALLS,
  MESSAGE_DETAIL_MARK,
  type MessageCategory,
  type MessageType,
  type NotificationPreference,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { MESSAGE_QUERY_ROOT } from '../../../shared/api/unread-messages';

export const PAGE_SIZE = 10;

const keys = {
  page: (category: MessageCategory | undefined, pageNum: number) =>
    [...MESSAGE_QUERY_ROOT, 'page', category ?? 'all', pageNum] as const,
  detail: (id: number, type: number) => [...MESSAGE_QUERY_ROOT, 'detail', id, type] as const,
  preferences: [...MESSAGE_QUERY_ROOT, 'preferences'] as const,
};

export const useMessagePage = (category: MessageCategory | undefined, pageNum: number) =>
  useQuery({
    queryKey: keys.page(category, pageNum),
    queryFn: () =>
      callApi(MESSAGE_CALLS.page, { query: { pageNum, pageSize: PAGE_SIZE, category } }),
    placeholderData: keepPreviousData,
  });

/** Opening a message marks it read (c = 1); the list and the badge are refreshed after. */
export const useMessageDetail = (id: number, type: MessageType) =>
  useQuery({
    queryKey: keys.detail(id, type),
    queryFn: () =>
      callApi(MESSAGE_CALLS.detail, {
        params: { a: id, b: type, c: MESSAGE_DETAIL_MARK.markRead },
        quiet: true,
      }),
    retry: false,
  });

/** Everything under ['message'] but the details (a detail read again would mark nothing). */
export function useRefreshMessages() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      queryKey: MESSAGE_QUERY_ROOT,
      predicate: (q) => q.queryKey[1] !== 'detail',
    });
}

export function useReadAll() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (category?: MessageCategory) =>
      callApi(MESSAGE_CALLS.readAll, { body: category ? { category } : {} }),
    onSuccess: () => refresh(),
  });
}

export const usePreferences = () =>
  useQuery({
    queryKey: keys.preferences,
    queryFn: () => callApi(MESSAGE_CALLS.preferences),
  });

export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      callApi(MESSAGE_CALLS.savePreferences, { body: { preferences: [preference] } }),
    onSuccess: (data) => client.setQueryData(keys.preferences, data),
  });
}
