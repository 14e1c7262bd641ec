import { MARKETPLACE_ONLY_COMPANY, WPM_ROOT_PATH, MAIN_ROOT_PATH } from '@portal/contract';

const LOGIN_PATH = '/login';

/** Only a path of this site may be a redirect target (no `//host`, no scheme). */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return null;
  return raw;
}

/** Where a member lands after login: the page they asked for, else their platform's home. */
export function landingPath(redirect: string | null | undefined, companyCode: string): string {
  return (
    safeRedirect(redirect) ??
    (companyCode === MARKETPLACE_ONLY_COMPANY ? WPM_ROOT_PATH : MAIN_ROOT_PATH)
  );
}

export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}
