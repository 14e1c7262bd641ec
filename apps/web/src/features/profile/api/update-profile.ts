import { PROFILE_CALLS, type UpdateProfileBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { useAfterProfileChange } from './after-profile-change';

export function useUpdateProfile() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(PROFILE_CALLS.update, { body }),
    onSuccess: after,
  });
}
