import { describe, expect, it } from 'vitest';
import { absoluteExpiry, needsTouch, sessionState, TOUCH_INTERVAL_MS } from './session-rules.js';

const IDLE_MS = 30 * 60_000;
const start = new Date('2025-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const session = (over: Partial<Parameters<typeof sessionState>[0]> = {}) => ({
  lastSeenAt: start,
  expiresAt: at(12 * 3_600_000),
  revokedAt: null,
  ...over,
});

describe('sessionState', () => {
  it('is active while used within the idle time and before the absolute expiry', () => {
    expect(sessionState(session(), at(IDLE_MS - 1), IDLE_MS)).toBe('active');
  });

  it('is idle-expired once the idle time has passed since last seen', () => {
    expect(sessionState(session(), at(IDLE_MS), IDLE_MS)).toBe('idle-expired');
  });

  it('is expired at the absolute expiry even when just seen', () => {
    const s = session({ lastSeenAt: at(12 * 3_600_000 - 1000) });
    expect(sessionState(s, at(12 * 3_600_000), IDLE_MS)).toBe('expired');
  });

  it('is revoked whatever the times', () => {
    expect(sessionState(session({ revokedAt: start }), at(1), IDLE_MS)).toBe('revoked');
  });
});

describe('needsTouch', () => {
  it('writes last-seen only once per interval', () => {
    expect(needsTouch(start, at(TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(needsTouch(start, at(TOUCH_INTERVAL_MS))).toBe(true);
  });
});

describe('absoluteExpiry', () => {
  it('is the start plus the maximum length', () => {
    expect(absoluteExpiry(start, 3_600_000)).toEqual(at(3_600_000));
  });
});
