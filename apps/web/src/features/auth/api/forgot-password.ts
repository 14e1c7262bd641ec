import { AUTH_CALLS, type ForgotPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** POST /bo/forgot/password {loginName, email}: mails a reset link. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  callApi(AUTH_CALLS.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
