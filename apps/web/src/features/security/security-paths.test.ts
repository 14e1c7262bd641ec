import { describe, expect, it } from 'vitest';
import { accountBase, securityLinks } from './security-paths';
import { minutesLeft } from './security-time';

describe('security page links follow the base they were opened under', () => {
  it.each([
    ['/myAccount/Securitysetting', '/myAccount'],
    ['/myAccount/Securitysetting/forget', '/myAccount'],
    ['/wpm/myAccount/Securitysetting/ResetPinbycondition', '/wpm/myAccount'],
    ['/wpm/wtMyAccount/Securitysetting/reset', '/wpm/wtMyAccount'],
    ['/somewhere/else', '/myAccount'],
  ])('%s → %s', (pathname, base) => {
    expect(accountBase(pathname)).toBe(base);
  });

  it('names the four pages under a base', () => {
    expect(securityLinks('/wpm/wtMyAccount')).toEqual({
      setting: '/wpm/wtMyAccount/Securitysetting',
      byQuestions: '/wpm/wtMyAccount/Securitysetting/ResetPinbycondition',
      forget: '/wpm/wtMyAccount/Securitysetting/forget',
      reset: '/wpm/wtMyAccount/Securitysetting/reset',
    });
  });
});

describe('minutesLeft', () => {
  const until = '2026-01-01T00:15:00.000Z';
  it('rounds up and never shows 0 while the lock lasts', () => {
    expect(minutesLeft(until, Date.parse('2026-01-01T00:00:00.000Z'))).toBe(15);
    expect(minutesLeft(until, Date.parse('2026-01-01T00:00:01.000Z'))).toBe(15);
    expect(minutesLeft(until, Date.parse('2026-01-01T00:14:59.000Z'))).toBe(1);
    expect(minutesLeft(until, Date.parse('2026-01-01T00:20:00.000Z'))).toBe(1);
  });
});
