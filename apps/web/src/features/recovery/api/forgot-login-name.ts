import { AUTH_PATHS, type ForgotLoginNameBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /bo/forgot/loginName {email}: mails the login name when the address is known. */
export const forgotLoginName = (body: ForgotLoginNameBody) =>
  http.post<unknown>(AUTH_PATHS.forgotLoginName, body);

export const useForgotLoginName = () => useMutation({ mutationFn: forgotLoginName });
