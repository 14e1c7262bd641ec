import { AUTH_CALLS, type EmailVerifyBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** POST /bo/email/verify {token} */
export const verifyEmail = (body: EmailVerifyBody) => callApi(AUTH_CALLS.emailVerify, { body });
