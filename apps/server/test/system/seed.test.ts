import {
  COMPANY_CODES,
  CONFIG_DEFAULT_COMPANY,
  CONFIG_KEY,
  OPTION_LISTS,
  PLATFORMS,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRows } from '../../src/seed/data/areas/index.js';
import { readConfig } from '../../src/modules/config/config.service.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSeededApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const configOf = (company: string, key: string) =>
  readConfig(t.db, company, [key]).then((values) => values[key]);

describe('company seed', () => {
  it('seeds the eight companies with their currency, zone and language', async () => {
    const rows = await t.db
      .selectFrom('company')
      .select(['code', 'currency', 'minor_unit', 'time_zone', 'character_coding', 'country_code'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => r.code)).toEqual([...COMPANY_CODES].sort());
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(byCode.WT).toMatchObject({ country_code: 'US', time_zone: 'America/Los_Angeles' });
    expect(byCode.CA).toMatchObject({ currency: 'CAD', time_zone: 'America/Toronto' });
    expect(byCode.IT).toMatchObject({ currency: 'EUR', time_zone: 'Europe/Rome' });
    expect(byCode.MA).toMatchObject({
      country_code: 'MY',
      currency: 'MYR',
      character_coding: 'ms_MY',
    });
    expect(byCode.ID).toMatchObject({ currency: 'IDR', minor_unit: 0 });
  });

  it('gives every company at least two payment logos', async () => {
    const rows = await t.db.selectFrom('payment_logo').select('company_code').execute();
    for (const code of COMPANY_CODES) {
      expect(rows.filter((r) => r.company_code === code).length, code).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('settings seed', () => {
  it('has a default row for every key of the contract', async () => {
    const rows = await t.db
      .selectFrom('sys_config')
      .select('key')
      .where('company_code', '=', CONFIG_DEFAULT_COMPANY)
      .execute();
    expect(rows.map((r) => r.key).sort()).toEqual(Object.values(CONFIG_KEY).sort());
  });

  it.each([
    ['US', 'Y'],
    ['CA', 'Y'],
    ['MY', 'Y'],
    ['WT', 'N'],
    ['IT', 'N'],
    ['HJ', 'N'],
    ['MA', 'N'],
    ['ID', 'N'],
  ])('global.site.switch of %s is %s', async (company, value) => {
    expect(await configOf(company, CONFIG_KEY.globalSiteSwitch)).toBe(value);
  });

  it.each([
    ['US', '1'],
    ['CA', '1.35'],
    ['IT', '0.92'],
    ['MY', '4.40'],
    ['ID', '15800'],
    ['WT', '1'],
    ['HJ', '7.80'],
    ['MA', '4.40'],
  ])('bonus.bv.rate of %s is %s', async (company, rate) => {
    expect(await configOf(company, CONFIG_KEY.bonusBvRate)).toBe(rate);
  });

  it('sets the currency, fee and transfer limits of every company as decimal strings', async () => {
    for (const code of COMPANY_CODES) {
      const values = await readConfig(t.db, code, [
        CONFIG_KEY.walletCurrencyUnit,
        CONFIG_KEY.withdrawalFee,
        CONFIG_KEY.transferLimitSingle,
        CONFIG_KEY.transferLimitDaily,
      ]);
      const currency = await t.db
        .selectFrom('company')
        .select('currency')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(values[CONFIG_KEY.walletCurrencyUnit]).toBe(currency.currency);
      expect(values[CONFIG_KEY.withdrawalFee]).toBe('57');
      const single = values[CONFIG_KEY.transferLimitSingle] ?? '';
      const daily = values[CONFIG_KEY.transferLimitDaily] ?? '';
      expect(single).toMatch(/^\d+(\.\d{2})?$/);
      expect(Number(daily)).toBeGreaterThan(Number(single));
    }
  });

  it('sets the change-policy company and the menu flags', async () => {
    expect(await configOf('US', CONFIG_KEY.changePolicyCompany)).toBe('IT');
    expect(await configOf('HJ', CONFIG_KEY.hideDashboardMessageMenu)).toBe('Y');
    expect(await configOf('MA', CONFIG_KEY.isNewMenu)).toBe('t');
    expect(await configOf('CA', CONFIG_KEY.isVersion202303)).toBe('f');
    expect(await configOf('US', CONFIG_KEY.isVersion202303)).toBe('t');
    expect(await configOf('US', CONFIG_KEY.externalWalletUrl)).toMatch(/^https:\/\//);
  });
});

describe('system seed', () => {
  it('has every option of the contract', async () => {
    const { n } = await t.db
      .selectFrom('sys_option')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(Object.values(OPTION_LISTS).flat().length);
  });

  it('has three slides per company and platform', async () => {
    const rows = await t.db
      .selectFrom('carousel_item')
      .select(['company_code', 'platform'])
      .execute();
    for (const company of COMPANY_CODES) {
      for (const platform of PLATFORMS) {
        const count = rows.filter((r) => r.company_code === company && r.platform === platform);
        expect(count, `${company} ${platform}`).toHaveLength(3);
      }
    }
  });

  it('builds the same areas with the same ids on every run', async () => {
    const stored = await t.db
      .selectFrom('area')
      .select(['id', 'parent_id', 'code', 'name'])
      .orderBy('id')
      .execute();
    const generated = areaRows()
      .map(({ id, parent_id, code, name }) => ({ id, parent_id, code, name }))
      .sort((a, b) => a.id - b.id);
    expect(stored).toEqual(generated);
    expect(areaRows()).toEqual(areaRows());
    expect(stored.length).toBeGreaterThan(250 + 150 + 300);
  });

  it('uses unique province codes within each country', async () => {
    const rows = await t.db.selectFrom('area').select('code').where('level', '=', 2).execute();
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });
});
