import { AUTH_CALLS, type ChangePasswordBody, type ChangePasswordResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { clearPasswordFlags, saveToken } from '../../../lib/session/member-session';

/** POST /sys/user/password: the new session token replaces the old one. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  const result = await callApi(AUTH_CALLS.changePassword, { body });
  saveToken(result.token);
  clearPasswordFlags();
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
