/**
 * Where a third-party payment sends the member back. The web app sends an absolute address of
 * the page it is on; only its path and query are kept, so the member always comes back to this
 * portal, never to another site (an open redirect).
 */

/** Our own pages only: an absolute or protocol-relative path would leave the portal. */
export function isLocalPath(path: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(path);
}

/**
 * The path and query of an http(s) `url`, as the return goes to them; null when there is none
 * that stays on the portal. The address is parsed as a browser would (backslashes are slashes,
 * tabs and newlines are dropped), so `https://x/\evil.example` is refused like `https://x//evil`.
 */
export function returnPathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const path = `${parsed.pathname}${parsed.search}`;
  return isLocalPath(path) ? path : null;
}

/** The field error of a return address that does not lead back to the portal. */
export const RETURN_URL_ERROR = 'validation.payment.returnUrl';
