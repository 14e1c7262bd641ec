import { MESSAGE_CALLS, MESSAGE_DETAIL_MARK, type MessageType } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { messageKeys } from './keys';

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
