import { AUTH_PATHS } from '@portal/contract';
import { http } from '../../../lib/http/client';

/** POST /bo/logout with an empty body. */
export const logout = () =>
  http.post<unknown>(AUTH_PATHS.logout, {}, { quiet: true, ignoreUnauthorized: true });
