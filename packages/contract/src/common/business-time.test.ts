import { describe, expect, it } from 'vitest';
import { LOCALES } from './domain.js';
import {
  businessDay,
  businessDayStart,
  businessZoneLabel,
  formatBusinessClock,
  formatBusinessDate,
  formatBusinessTime,
} from './business-time.js';

// one payment, as the issue met it four ways: 2026-11-26 18:17 UTC
const PAID = '2026-11-26T18:17:42.000Z';

describe('formatBusinessTime: the one format of an instant', () => {
  it('is UTC+8, labelled, to the minute', () => {
    expect(formatBusinessTime(PAID)).toBe('2026-11-27 02:17 UTC+8');
    expect(formatBusinessTime(Date.parse(PAID))).toBe('2026-11-27 02:17 UTC+8');
    expect(formatBusinessTime(new Date(PAID))).toBe('2026-11-27 02:17 UTC+8');
    expect(formatBusinessTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00 UTC+8');
  });

  it('is the same whatever the process zone (no local-time call in it)', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatBusinessTime(PAID)).toBe('2026-11-27 02:17 UTC+8');
    } finally {
      process.env.TZ = before;
    }
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatBusinessTime('soon')).toBe('soon');
  });

  it('the clock ticks in seconds with the same label', () => {
    expect(formatBusinessClock(Date.UTC(2026, 0, 31, 20, 5, 9))).toBe('2026-02-01 04:05:09');
    expect(businessZoneLabel()).toBe('UTC+8');
    expect(businessZoneLabel(-5)).toBe('UTC-5');
  });
});

describe('business days', () => {
  it('an instant falls on its UTC+8 day; a day is kept', () => {
    expect(businessDay(PAID)).toBe('2026-11-27');
    expect(businessDay('2026-11-26T15:59:59Z')).toBe('2026-11-26');
    expect(businessDay('2026-03-04')).toBe('2026-03-04');
    expect(businessDay('nope')).toBe('');
  });

  it('a day starts at midnight UTC+8', () => {
    expect(businessDayStart('2026-11-01')).toBe('2026-10-31T16:00:00.000Z');
    expect(businessDayStart('2026-12-31', 1)).toBe('2026-12-31T16:00:00.000Z');
    expect(businessDayStart('01/11/2026')).toBeNull();
  });
});

describe('formatBusinessDate: a date alone in the member locale', () => {
  const expected: Record<(typeof LOCALES)[number], string> = {
    en: 'Nov 27, 2026',
    id: '27 Nov 2026',
    ms: '27 Nov 2026',
    'zh-CN': '2026年11月27日',
  };

  it.each(LOCALES)('%s', (locale) => {
    // the instant's business day, and a calendar day as it is: the same date
    expect(formatBusinessDate(PAID, locale)).toBe(expected[locale]);
    expect(formatBusinessDate('2026-11-27', locale)).toBe(expected[locale]);
  });

  it('an instant late on a UTC day is already the next business day', () => {
    expect(formatBusinessDate('2026-11-26T16:00:00Z', 'en')).toBe('Nov 27, 2026');
  });

  it('text that is not a date stays; an unknown locale is English', () => {
    expect(formatBusinessDate('later', 'en')).toBe('later');
    expect(formatBusinessDate('2026-11-27', 'xx-invalid-!')).toBe('Nov 27, 2026');
  });
});
