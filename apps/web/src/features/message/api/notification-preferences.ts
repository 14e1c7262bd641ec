import { MESSAGE_CALLS, type NotificationPreference } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { messageKeys } from './keys';

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
