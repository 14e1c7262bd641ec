import { AUTH_PATHS, type EmailVerifyBody } from '@portal/contract';
import { http } from '../../../lib/http/client';

/** POST /bo/email/verify {token} */
export const verifyEmail = (body: EmailVerifyBody) =>
  http.post<unknown>(AUTH_PATHS.emailVerify, body);
