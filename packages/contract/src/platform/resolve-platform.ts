import { MARKETPLACE_ONLY_COMPANY, type Platform } from '../common/domain.js';

/** Root of the marketplace (world-plan) routes; every wpm page lives under it. */
export const WPM_ROOT_PATH = '/wpm';
/** Root of the main platform's routes. */
export const MAIN_ROOT_PATH = '/';
/** The landing page that, with the isPageJump cookie set, sends the member to /wpm. */
export const PAGE_JUMP_TARGET_PATH = '/dashboard/SystemIndex';

export interface PlatformInput {
  /** the target path of the navigation (query and hash are ignored) */
  path: string;
  companyCode?: string | null;
  /** the path the router redirected from, when the navigation is a redirect */
  redirectedFrom?: string | null;
  /** the isPageJump cookie is set */
  isPageJump?: boolean;
}

export interface PlatformDecision {
  platform: Platform;
  /** where to send the member instead of `path`, when the navigation must be changed */
  redirectTo?: string;
}

/**
 * The platform a navigation lands on (spec "States and transitions" "Platform"). The clauses are tried in this
 * order, the first that applies decides:
 *
 * 1. Page jump: isPageJump set and the target is /dashboard/SystemIndex → redirect to /wpm
 *    (wpm). First, because it changes the target itself; the rules below are about where a
 *    member already is, and /wpm is wpm for every company, so it never contradicts rule 2.
 * 2. Company WT → wpm, whatever the path: WT has no main platform at all.
 * 3. A redirect from /wpm → wpm, from / → bzz: the member asked for that platform's root,
 *    so it wins over the path the redirect happened to land on (e.g. /login).
 * 4. A path that is /wpm or under /wpm/ → wpm; any other path → bzz.
 */
export function resolvePlatform(input: PlatformInput): PlatformDecision {
  const path = normalizePath(input.path);
  if (input.isPageJump && path === PAGE_JUMP_TARGET_PATH) {
    return { platform: 'wpm', redirectTo: WPM_ROOT_PATH };
  }
  if (input.companyCode === MARKETPLACE_ONLY_COMPANY) return { platform: 'wpm' };
  const from = input.redirectedFrom ? normalizePath(input.redirectedFrom) : null;
  if (from === WPM_ROOT_PATH) return { platform: 'wpm' };
  if (from === MAIN_ROOT_PATH) return { platform: 'bzz' };
  return { platform: isWpmPath(path) ? 'wpm' : 'bzz' };
}

/** /wpm and everything below it; '/wpmx' is not a marketplace path. */
export function isWpmPath(path: string): boolean {
  const p = normalizePath(path);
  return p === WPM_ROOT_PATH || p.startsWith(`${WPM_ROOT_PATH}/`);
}

/** Drops query, hash and a trailing slash, so '/wpm/?a=1' and '/wpm' compare equal. */
function normalizePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path === '' || path === MAIN_ROOT_PATH) return MAIN_ROOT_PATH;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.endsWith('/') ? withSlash.replace(/\/+$/, '') || MAIN_ROOT_PATH : withSlash;
}
