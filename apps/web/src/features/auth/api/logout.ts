import { AUTH_CALLS } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** POST /bo/logout with an empty body. */
export const logout = () => callApi(AUTH_CALLS.logout, { quiet: true, ignoreUnauthorized: true });
