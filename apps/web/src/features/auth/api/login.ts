import { AUTH_CALLS, type LoginBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** POST /bo/login */
export const login = (body: LoginBody) => callApi(AUTH_CALLS.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
