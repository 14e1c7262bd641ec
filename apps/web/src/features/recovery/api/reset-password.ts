import { AUTH_PATHS, type LinkValid, type ResetPasswordBody } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const resetLinkKeys = {
  check: (token: string) => ['recovery', 'resetLink', token] as const,
};

/** POST /bo/forgot/password/check {token}: a token in the address would reach access logs */
export const checkResetLink = (token: string) =>
  http.post<LinkValid>(AUTH_PATHS.forgotPasswordCheck, { token });

export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: resetLinkKeys.check(token),
    queryFn: () => checkResetLink(token),
    retry: false,
  });

/** POST /bo/forgot/password/reset {token, newPassword, confirmPassword} */
export const resetPassword = (body: ResetPasswordBody) =>
  http.post<unknown>(AUTH_PATHS.forgotPasswordReset, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
