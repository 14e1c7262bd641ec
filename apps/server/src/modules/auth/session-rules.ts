/** Pure rules of session expiry, unit-tested in isolation. */
export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'idle-expired' | 'expired';

export function sessionState(s: SessionTimes, now: Date, idleMs: number): SessionState {
  if (s.revokedAt) return 'revoked';
  if (now.getTime() >= s.expiresAt.getTime()) return 'expired';
  if (now.getTime() - s.lastSeenAt.getTime() >= idleMs) return 'idle-expired';
  return 'active';
}

/** Writing last-seen on every request would cost a write per call; once a minute is enough for idle expiry. */
export const TOUCH_INTERVAL_MS = 60_000;

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}

export function absoluteExpiry(now: Date, maxMs: number): Date {
  return new Date(now.getTime() + maxMs);
}
