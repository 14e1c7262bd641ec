import { describe, expect, it } from 'vitest';
import { daysOf, isRangeValid, rangeOf } from './history-range';
import { walletBaseOf, walletLinks } from './wallet-links';

describe('wallet links follow the base the member is on', () => {
  it.each([
    ['/myAccount/MyEwallet', '/myAccount'],
    ['/myAccount/Transfer/Result', '/myAccount'],
    ['/wpm/myAccount/Withdraw/Add', '/wpm/myAccount'],
    ['/wpm/wtMyAccount/TransactionHistory', '/wpm/wtMyAccount'],
    ['/wpm/myAccountNoLeft/shopping', '/myAccount'],
    ['/dashboard/SystemIndex', '/myAccount'],
  ])('%s → %s', (pathname, base) => {
    expect(walletBaseOf(pathname)).toBe(base);
  });

  it('builds every page path under the base; bank accounts too (a WT member must reach them)', () => {
    const links = walletLinks('/wpm/wtMyAccount');
    expect(links.transferResult).toBe('/wpm/wtMyAccount/Transfer/Result');
    expect(links.security).toBe('/wpm/wtMyAccount/Securitysetting');
    expect(links.bankAccounts).toBe('/wpm/wtMyAccount/Bankaccountinformation');
    expect(walletLinks('/myAccount').bankAccounts).toBe('/myAccount/Bankaccountinformation');
  });
});

describe('history date range', () => {
  it('covers both business days: from midnight UTC+8 to the next midnight UTC+8', () => {
    expect(rangeOf('2025-03-01', '2025-03-31')).toEqual({
      start: '2025-02-28T16:00:00.000Z',
      end: '2025-03-31T16:00:00.000Z',
    });
  });

  it('turns picked days into text, either end may be empty', () => {
    const day = (text: string) => ({ format: () => text });
    expect(daysOf([day('2025-03-01'), day('2025-03-02')])).toEqual({
      startDay: '2025-03-01',
      endDay: '2025-03-02',
    });
    expect(daysOf([null, day('2025-03-02')])).toEqual({ endDay: '2025-03-02' });
    expect(daysOf(null)).toEqual({});
  });

  it('leaves out what was not typed', () => {
    expect(rangeOf(undefined, undefined)).toEqual({});
    expect(Object.keys(rangeOf('2025-03-01', undefined))).toEqual(['start']);
  });

  it('refuses an end before the start; one day is a valid range', () => {
    expect(isRangeValid('2025-03-02', '2025-03-01')).toBe(false);
    expect(isRangeValid('2025-03-01', '2025-03-01')).toBe(true);
    expect(isRangeValid('2025-03-01', undefined)).toBe(true);
  });
});
