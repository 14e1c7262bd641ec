import { AUTH_PATHS, type LoginBody, type LoginResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /bo/login */
export const login = (body: LoginBody) => http.post<LoginResult>(AUTH_PATHS.login, body);

export const useLogin = () => useMutation({ mutationFn: login });
