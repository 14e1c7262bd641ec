import { AUTH_CALLS, type ResetPasswordBody } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { authKeys } from './keys';

/** POST /bo/forgot/password/check {token}: a token in the address would reach access logs */
export const checkResetLink = (token: string) =>
  callApi(AUTH_CALLS.checkResetLink, { body: { token } });

export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: () => checkResetLink(token),
    retry: false,
  });

/** POST /bo/forgot/password/reset {token, newPassword, confirmPassword} */
export const resetPassword = (body: ResetPasswordBody) =>
  callApi(AUTH_CALLS.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
