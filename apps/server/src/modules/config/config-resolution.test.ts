import { describe, expect, it } from 'vitest';
import { resolveConfig as resolveMap, type ConfigRow } from './config-resolution.js';

const resolveConfig = (rows: readonly ConfigRow[], company: string) =>
  Object.fromEntries(resolveMap(rows, company));

const row = (company_code: string, key: string, value: string): ConfigRow => ({
  company_code,
  key,
  value,
});

describe('resolveConfig', () => {
  const rows = [
    row('*', 'global.site.switch', 'N'),
    row('US', 'global.site.switch', 'Y'),
    row('*', 'IS_NEW_MENU', 'f'),
    row('MA', 'IS_NEW_MENU', 't'),
    row('CA', 'bonus.bv.rate', '1.35'),
  ];

  it('takes the company row over the default', () => {
    expect(resolveConfig(rows, 'US')).toEqual({ 'global.site.switch': 'Y', IS_NEW_MENU: 'f' });
    expect(resolveConfig(rows, 'MA')).toEqual({ 'global.site.switch': 'N', IS_NEW_MENU: 't' });
  });

  it('falls back to the default when the company has no row', () => {
    expect(resolveConfig(rows, 'IT')).toEqual({ 'global.site.switch': 'N', IS_NEW_MENU: 'f' });
  });

  it('keeps a key only the company has, and ignores other companies', () => {
    expect(resolveConfig(rows, 'CA')).toMatchObject({ 'bonus.bv.rate': '1.35' });
    expect(resolveConfig(rows, 'US')).not.toHaveProperty('bonus.bv.rate');
  });

  it('does not depend on row order', () => {
    expect(resolveConfig([...rows].reverse(), 'US')).toEqual(resolveConfig(rows, 'US'));
  });

  it('answers nothing for no rows', () => {
    expect(resolveConfig([], 'US')).toEqual({});
  });

  it('finds nothing under prototype names', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(resolveMap(rows, 'US').get(key)).toBeUndefined();
    }
  });
});
