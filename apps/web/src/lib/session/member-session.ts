import type { LoginResult, MemberInfo } from '@portal/contract';
import { COOKIE, SESSION_COOKIES, STORAGE, removeCookie, writeCookie } from './cookies';
import { sessionFromCookies, useSession } from './session-store';

/** Stores member info in the spec "Entities and their fields" cookies and the session store. */
export function saveMemberInfo(info: MemberInfo): void {
  writeCookie(COOKIE.memberId, info.memberId);
  writeCookie(COOKIE.loginName, info.loginName);
  writeCookie(COOKIE.userName, info.userName);
  writeCookie(COOKIE.companyCode, info.companyCode);
  writeCookie(COOKIE.avatarImgUrl, info.avatarImgUrl);
  writeCookie(COOKIE.status, info.status);
  writeCookie(COOKIE.mustRebuyBV4Active, info.mustRebuyBV4Active);
  writeCookie(COOKIE.isFirstSetup, info.isFirstSetup);
  writeCookie(COOKIE.isNeedPwdPopup, info.isNeedPwdPopup);
  useSession.setState({ ...sessionFromCookies(), member: info });
}

/** Starts the session after a password or silent login. */
export function startSession(result: LoginResult): void {
  writeCookie(COOKIE.token, result.token);
  writeCookie(COOKIE.severDateTime, result.severDateTime);
  writeCookie(COOKIE.isFromOss, result.isFromOss);
  saveMemberInfo(result);
}

export function saveStatus(status: number): void {
  writeCookie(COOKIE.status, status);
  useSession.setState((state) => ({
    status,
    member: state.member ? { ...state.member, status: status as MemberInfo['status'] } : null,
  }));
}

export function saveToken(token: string): void {
  writeCookie(COOKIE.token, token);
  useSession.setState({ token });
}

export function clearPasswordFlags(): void {
  writeCookie(COOKIE.isFirstSetup, false);
  writeCookie(COOKIE.isNeedPwdPopup, false);
  useSession.setState((state) => ({
    isFirstSetup: false,
    isNeedPwdPopup: false,
    member: state.member ? { ...state.member, isFirstSetup: false, isNeedPwdPopup: false } : null,
  }));
}

/**
 * Ends the session in the browser. A full logout also forgets the menu configuration;
 * the forced local logout after a time-out keeps it (spec "States and transitions").
 */
export function clearSession(scope: 'logout' | 'forced'): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  try {
    localStorage.removeItem(STORAGE.localRouter);
    if (scope === 'logout') localStorage.removeItem(STORAGE.menuConfig);
  } catch {
    // storage disabled: nothing to clear
  }
  useSession.setState(sessionFromCookies());
}
