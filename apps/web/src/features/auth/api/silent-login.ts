import { AUTH_PATHS, type LoginResult, type SilentLoginBody } from '@portal/contract';
import { http } from '../../../lib/http/client';

export type SilentLoginKind = 'silent' | 'vcard';

const PATH: Record<SilentLoginKind, string> = {
  silent: AUTH_PATHS.silentLogin,
  vcard: AUTH_PATHS.vcardSilentLogin,
};

/** POST /bo/silentLogin or /bo/vcardSilentLogin; a refused ticket is not a session time-out. */
export const silentLogin = (kind: SilentLoginKind, body: SilentLoginBody) =>
  http.post<LoginResult>(PATH[kind], body, { ignoreUnauthorized: true });
