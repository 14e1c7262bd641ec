import { describe, expect, it } from 'vitest';
import { isRangeValid, rangeOf } from './history-range';
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

  it('builds every page path under the base; bank accounts live on the main page', () => {
    const links = walletLinks('/wpm/wtMyAccount');
    expect(links.transferResult).toBe('/wpm/wtMyAccount/Transfer/Result');
    expect(links.security).toBe('/wpm/wtMyAccount/Securitysetting');
    expect(links.bankAccounts).toBe('/myAccount/Bankaccountinformation');
  });
});

describe('history date range', () => {
  it('covers both days: start at local midnight, end at the next midnight', () => {
    const { start, end } = rangeOf('2025-03-01', '2025-03-31');
    expect(new Date(start!).getTime()).toBe(new Date(2025, 2, 1).getTime());
    expect(new Date(end!).getTime()).toBe(new Date(2025, 3, 1).getTime());
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
