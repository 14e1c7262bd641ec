import { AUTH_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { authKeys } from './keys';

/** GET /bo/captcha */
export const fetchCaptcha = () => callApi(AUTH_CALLS.captcha);

/** GET /bo/captcha/required?username= */
export const fetchCaptchaRequired = (username: string) =>
  callApi(AUTH_CALLS.captchaRequired, { query: { username }, quiet: true });

/** A fresh captcha whenever the server asks for one; never cached. */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: authKeys.captcha(),
    queryFn: fetchCaptcha,
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
