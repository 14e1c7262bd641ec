/**
 * The server ends a session after 30 minutes without a request (SESSION_IDLE_MINUTES, its
 * default). The shell warns this long before, with a choice to stay (WCAG 2.2.1 asks for at
 * least 20 seconds to answer).
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const IDLE_WARNING_MS = 2 * 60_000;

/** What the member is told, from the time of the last request. */
export function idleState(lastRequestAt: number, now: number): 'active' | 'warn' | 'expired' {
  const idle = now - lastRequestAt;
  if (idle >= SESSION_IDLE_MS) return 'expired';
  return idle >= SESSION_IDLE_MS - IDLE_WARNING_MS ? 'warn' : 'active';
}
