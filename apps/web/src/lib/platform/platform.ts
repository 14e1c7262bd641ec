import { resolvePlatform, type Platform, type PlatformDecision } from '@portal/contract';
import { useAppStore } from '../app-store';
import { COOKIE, readCookie, readFlag, writeCookie } from '../session/cookies';

/** Persists the platform in the platformName cookie (spec "States and transitions") and the app state. */
export function applyPlatform(platform: Platform): void {
  if (readCookie(COOKIE.platformName) !== platform) writeCookie(COOKIE.platformName, platform);
  if (useAppStore.getState().platformName !== platform)
    useAppStore.setState({ platformName: platform });
}

/** The contract's resolvePlatform fed with what the browser knows about the member. */
export function platformForNavigation(
  path: string,
  redirectedFrom?: string | null,
): PlatformDecision {
  return resolvePlatform({
    path,
    companyCode: readCookie(COOKIE.companyCode) ?? null,
    redirectedFrom: redirectedFrom ?? null,
    isPageJump: readFlag(COOKIE.isPageJump),
  });
}
