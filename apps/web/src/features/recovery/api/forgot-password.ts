import { AUTH_PATHS, type ForgotPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /bo/forgot/password {loginName, email}: mails a reset link. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  http.post<unknown>(AUTH_PATHS.forgotPassword, body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
