import { MUST_REBUY_BV_START, type MemberInfo } from '@portal/contract';
import { create } from 'zustand';
import { COOKIE, readCookie, readFlag, readToken } from './cookies';

/** What the shell knows of the signed-in member; cookies make it survive reloads. */
export interface SessionState {
  token: string;
  memberId: number | null;
  loginName: string;
  userName: string;
  companyCode: string;
  avatarImgUrl: string;
  status: number | null;
  isFromOss: boolean;
  isPageJump: boolean;
  mustRebuyBV4Active: number;
  isFirstSetup: boolean;
  isNeedPwdPopup: boolean;
  /** known after login or the member-info refresh, not kept in cookies */
  member: MemberInfo | null;
}

const numberOrNull = (value: string | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function sessionFromCookies(): SessionState {
  return {
    token: readToken(),
    memberId: numberOrNull(readCookie(COOKIE.memberId)),
    loginName: readCookie(COOKIE.loginName) ?? '',
    userName: readCookie(COOKIE.userName) ?? '',
    companyCode: readCookie(COOKIE.companyCode) ?? '',
    avatarImgUrl: readCookie(COOKIE.avatarImgUrl) ?? '',
    status: numberOrNull(readCookie(COOKIE.status)),
    isFromOss: readCookie(COOKIE.isFromOss) === 'yes',
    isPageJump: readFlag(COOKIE.isPageJump),
    mustRebuyBV4Active: numberOrNull(readCookie(COOKIE.mustRebuyBV4Active)) ?? MUST_REBUY_BV_START,
    isFirstSetup: readFlag(COOKIE.isFirstSetup),
    isNeedPwdPopup: readFlag(COOKIE.isNeedPwdPopup),
    member: null,
  };
}

export const useSession = create<SessionState>(() => sessionFromCookies());

export const isSignedIn = (state: SessionState): boolean => state.token !== '';
