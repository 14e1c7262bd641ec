import { MESSAGE_CALLS, type MessageCategory } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
