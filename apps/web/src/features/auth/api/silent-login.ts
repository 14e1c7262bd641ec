import { AUTH_CALLS, type SilentLoginBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

export type SilentLoginKind = 'silent' | 'vcard';

const CALL = { silent: AUTH_CALLS.silentLogin, vcard: AUTH_CALLS.vcardSilentLogin } as const;

/** POST /bo/silentLogin or /bo/vcardSilentLogin; a refused ticket is not a session time-out. */
export const silentLogin = (kind: SilentLoginKind, body: SilentLoginBody) =>
  callApi(CALL[kind], { body, ignoreUnauthorized: true });
