import { AUTH_CALLS } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** A new captcha, asked for when the server wants one with the next attempt. */
export const fetchRegistrationCaptcha = () => callApi(AUTH_CALLS.captcha, { quiet: true });
