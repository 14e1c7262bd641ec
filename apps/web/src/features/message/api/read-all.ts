import { MESSAGE_CALLS, type MessageCategory } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { useRefreshMessages } from './refresh-messages';

export function useReadAll() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (category?: MessageCategory) =>
      callApi(MESSAGE_CALLS.readAll, { body: category ? { category } : {} }),
    onSuccess: () => refresh(),
  });
}
