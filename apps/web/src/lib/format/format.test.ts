import {
  CART_BADGE_CAP,
  DEFAULT_TRUNCATE_CHARS,
  LOGIN_NAME_DISPLAY_CHARS,
  USER_NAME_DISPLAY_CHARS,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { businessDayStart, formatBusinessTime } from './business-time';
import { clockZoneLabel, formatClock } from './clock';
import { truncate } from './truncate';

describe('badgeText (spec "Business constants and limits": 99+ from 100 items)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1000, '99+'],
  ])('%i → %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('caps at the contract constant', () => {
    expect(badgeText(CART_BADGE_CAP)).toBe(String(CART_BADGE_CAP));
    expect(badgeText(CART_BADGE_CAP + 1)).toBe(`${CART_BADGE_CAP}+`);
  });
});

describe('truncate', () => {
  it('cuts at 10 characters with an ellipsis by default', () => {
    expect(DEFAULT_TRUNCATE_CHARS).toBe(10);
    expect(truncate('abcdefghijk')).toBe('abcdefghij…');
    expect(truncate('abcdefghij')).toBe('abcdefghij');
  });

  it('login names at 20 and user names at 16 characters', () => {
    const login = 'a'.repeat(LOGIN_NAME_DISPLAY_CHARS);
    expect(truncate(login, LOGIN_NAME_DISPLAY_CHARS)).toBe(login);
    expect(truncate(`${login}b`, LOGIN_NAME_DISPLAY_CHARS)).toBe(`${login}…`);
    expect(truncate('Dana Morgan-Smithers', USER_NAME_DISPLAY_CHARS)).toBe('Dana Morgan-Smit…');
  });

  it('counts code points, so CJK and emoji are never split', () => {
    expect(truncate('会员门户会员门户会员门户', 4)).toBe('会员门户…');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('treats missing text as empty', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });
});

describe('formatClock', () => {
  it('shows an instant in UTC+8', () => {
    expect(formatClock(Date.UTC(2026, 0, 31, 20, 5, 9))).toBe('2026-02-01 04:05:09');
    expect(clockZoneLabel()).toBe('UTC+8');
  });
});

describe('formatBusinessTime (one formatter for every time on screen)', () => {
  it('shows an instant in UTC+8, labelled, whatever the browser zone', () => {
    expect(formatBusinessTime('2026-01-31T20:05:09.000Z')).toBe('2026-02-01 04:05 UTC+8');
    expect(formatBusinessTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00 UTC+8');
    expect(formatBusinessTime(new Date('2026-06-01T00:00:00Z'))).toBe('2026-06-01 08:00 UTC+8');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatBusinessTime('soon')).toBe('soon');
  });
});

describe('businessDayStart', () => {
  it('is midnight UTC+8 of the day, or of a later day', () => {
    expect(businessDayStart('2026-11-01')).toBe('2026-10-31T16:00:00.000Z');
    expect(businessDayStart('2026-12-31', 1)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(businessDayStart('01/11/2026')).toBeNull();
    expect(businessDayStart('')).toBeNull();
  });
});
