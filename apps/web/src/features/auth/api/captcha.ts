import { AUTH_PATHS, type Captcha, type CaptchaRequired } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const captchaKeys = {
  image: ['auth', 'captcha'] as const,
  required: (username: string) => ['auth', 'captcha', 'required', username] as const,
};

/** GET /bo/captcha */
export const fetchCaptcha = () => http.get<Captcha>(AUTH_PATHS.captcha);

/** GET /bo/captcha/required?username= */
export const fetchCaptchaRequired = (username: string) =>
  http.get<CaptchaRequired>(AUTH_PATHS.captchaRequired, { username }, { quiet: true });

/** A fresh captcha whenever the server asks for one; never cached. */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: captchaKeys.image,
    queryFn: fetchCaptcha,
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
