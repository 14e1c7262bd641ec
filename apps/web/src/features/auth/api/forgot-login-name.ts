import { AUTH_CALLS, type ForgotLoginNameBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** POST /bo/forgot/loginName {email}: mails the login name when the address is known. */
export const forgotLoginName = (body: ForgotLoginNameBody) =>
  callApi(AUTH_CALLS.forgotLoginName, { body });

export const useForgotLoginName = () => useMutation({ mutationFn: forgotLoginName });
