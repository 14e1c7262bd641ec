import {
  MESSAGE_CALLS,
  MESSAGE_DETAIL_MARK,
  type MessageCategory,
  type MessageType,
  type NotificationPreference,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { MESSAGE_QUERY_ROOT } from '../../../shared/api/unread-messages';

export const PAGE_SIZE = 10;

// the language is in the keys: a company's messages are read in the portal's language
const keys = {
  page: (language: string, category: MessageCategory | undefined, pageNum: number) =>
    [...MESSAGE_QUERY_ROOT, 'page', language, category ?? 'all', pageNum] as const,
  detail: (language: string, id: number, type: number) =>
    [...MESSAGE_QUERY_ROOT, 'detail', language, id, type] as const,
  preferences: [...MESSAGE_QUERY_ROOT, 'preferences'] as const,
};

export function useMessagePage(category: MessageCategory | undefined, pageNum: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: keys.page(i18n.language, category, pageNum),
    queryFn: () =>
      callApi(MESSAGE_CALLS.page, { query: { pageNum, pageSize: PAGE_SIZE, category } }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a message marks it read (c = 1); the list and the badge are refreshed after. */
export function useMessageDetail(id: number, type: MessageType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: keys.detail(i18n.language, id, type),
    queryFn: () =>
      callApi(MESSAGE_CALLS.detail, {
        params: { a: id, b: type, c: MESSAGE_DETAIL_MARK.markRead },
        quiet: true,
      }),
    retry: false,
  });
}

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
