import Cookies from 'js-cookie';

/** Cookie names of spec "Entities and their fields" (`severDateTime` is spelled so on purpose). */
export const COOKIE = {
  memberId: 'memberId',
  loginName: 'loginName',
  userName: 'userName',
  companyCode: 'companyCode',
  avatarImgUrl: 'avatarImgUrl',
  token: 'token',
  severDateTime: 'severDateTime',
  status: 'status',
  isFromOss: 'isFromOss',
  isPageJump: 'isPageJump',
  platformName: 'platformName',
  mustRebuyBV4Active: 'mustRebuyBV4Active',
  isFirstSetup: 'isFirstSetup',
  isNeedPwdPopup: 'isNeedPwdPopup',
  language: 'language',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Cleared on logout; the language preference outlives the session. */
export const SESSION_COOKIES: CookieName[] = Object.values(COOKIE).filter(
  (name) => name !== COOKIE.language,
);

/** Local storage keys of spec "Entities and their fields". */
export const STORAGE = {
  menuConfig: 'menuConfig',
  localRouter: 'localRouter',
  /** the registration form kept while a member registers; cleared once it succeeded */
  registerForm: 'registerForm',
} as const;

const PREFERENCE_DAYS = 365;
const options = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: CookieName, value: string | number | boolean): void {
  Cookies.set(name, String(value), options());
}

/** A preference (language, platform) kept for a year. */
export function writePreferenceCookie(name: CookieName, value: string): void {
  Cookies.set(name, value, { ...options(), expires: PREFERENCE_DAYS });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}

export function readFlag(name: CookieName): boolean {
  return Cookies.get(name) === 'true';
}

export function readToken(): string {
  return Cookies.get(COOKIE.token) ?? '';
}

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the value is fetched again next time
  }
}
