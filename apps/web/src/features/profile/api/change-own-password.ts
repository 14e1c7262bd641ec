import { AUTH_CALLS, type ChangePasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { clearPasswordFlags, saveToken } from '../../../lib/session/member-session';

/** POST /sys/user/password: this device gets the new session; every other one is closed. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      const result = await callApi(AUTH_CALLS.changePassword, { body });
      saveToken(result.token);
      clearPasswordFlags();
      return result;
    },
  });
}
