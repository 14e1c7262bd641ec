import { AUTH_PATHS, type ChangePasswordBody, type ChangePasswordResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { clearPasswordFlags, saveToken } from '../../../lib/session/member-session';

/** POST /sys/user/password: the new session token replaces the old one. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  const result = await http.post<ChangePasswordResult>(AUTH_PATHS.changePassword, body);
  saveToken(result.token);
  clearPasswordFlags();
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
