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
import { messageKeys } from './keys';

export const PAGE_SIZE = 10;

export function useMessagePage(category: MessageCategory | undefined, pageNum: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: messageKeys.page(i18n.language, category, pageNum),
    queryFn: () =>
      callApi(MESSAGE_CALLS.page, { query: { pageNum, pageSize: PAGE_SIZE, category } }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a message marks it read (c = 1); the list and the badge are refreshed after. */
export function useMessageDetail(id: number, type: MessageType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: messageKeys.detail(i18n.language, id, type),
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
      queryKey: messageKeys.all,
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
    queryKey: messageKeys.preferences(),
    queryFn: () => callApi(MESSAGE_CALLS.preferences),
  });

export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      callApi(MESSAGE_CALLS.savePreferences, { body: { preferences: [preference] } }),
    onSuccess: (data) => client.setQueryData(messageKeys.preferences(), data),
  });
}
