import { CONFIG_KEY, CONFIG_LIMITS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers });

describe('GET /sys/config/:key', () => {
  it('answers the company override', async () => {
    const res = await get(`/sys/config/${CONFIG_KEY.walletCurrencyUnit}?companyCode=MY`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: 'MYR', msg: 'success' });
    expect((await get(`/sys/config/${CONFIG_KEY.bonusBvRate}?companyCode=ID`)).json().data).toBe(
      '15800',
    );
  });

  it('falls back to the default row when the company has none', async () => {
    const res = await get(`/sys/config/${CONFIG_KEY.externalWalletUrl}?companyCode=HJ`);
    expect(res.json().data).toMatch(/^https:\/\//);
    expect((await get(`/sys/config/${CONFIG_KEY.isNewMenu}?companyCode=US`)).json().data).toBe('f');
    expect((await get(`/sys/config/${CONFIG_KEY.isNewMenu}?companyCode=MA`)).json().data).toBe('t');
  });

  it('answers global.site.switch as an object keyed by the config key', async () => {
    const us = await get(`/sys/config/global.site.switch?companyCode=US`);
    expect(us.json().data).toEqual({ 'global.site.switch': 'Y' });
    const it2 = await get(`/sys/config/global.site.switch?companyCode=IT`);
    expect(it2.json().data).toEqual({ 'global.site.switch': 'N' });
  });

  it("uses the logged-in member's company when companyCode is omitted", async () => {
    const { headers } = await loginAs(t, 'CA');
    const res = await get(`/sys/config/${CONFIG_KEY.isVersion202303}`, headers);
    expect(res.json().data).toBe('f');
  });

  it('asks for companyCode when there is neither a company nor a session', async () => {
    const res = await get(`/sys/config/${CONFIG_KEY.walletCurrencyUnit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      error: 'validation',
      fields: [{ path: 'querystring.companyCode', key: 'validation.required' }],
    });
  });

  it('refuses an unknown company, an unknown key and a malformed key', async () => {
    const company = await get(`/sys/config/${CONFIG_KEY.walletCurrencyUnit}?companyCode=XX`);
    expect(company.statusCode).toBe(400);
    expect(company.json().data.fields[0]).toMatchObject({
      path: 'querystring.companyCode',
      key: 'validation.unknownCompany',
    });
    const unknown = await get('/sys/config/no.such.key?companyCode=US');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, data: { error: 'unknownConfigKey' } });
    // the longest key the contract allows still reaches the service
    const longest = 'k'.repeat(CONFIG_LIMITS.keyMaxChars);
    expect((await get(`/sys/config/${longest}?companyCode=US`)).statusCode).toBe(404);
    const malformed = await get('/sys/config/bad%20key?companyCode=US');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields[0]).toMatchObject({
      path: 'params.key',
      key: 'validation.format',
    });
  });
});

describe('POST /sys/config', () => {
  const menuKeys = [
    CONFIG_KEY.hideDashboardMessageMenu,
    CONFIG_KEY.isNewMenu,
    CONFIG_KEY.isVersion202303,
  ];

  it('answers several settings keyed by config key, leaving out unknown keys', async () => {
    const res = await post('/sys/config', { companyCode: 'HJ', keys: [...menuKeys, 'no.such'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      'hide.dashboardMessage.menu': 'Y',
      IS_NEW_MENU: 'f',
      IS_VERSION_202303: 't',
    });
  });

  // The shell asks for one company's menu keys while a public page asks for another's.
  it('answers each batch by its own company and keys when calls alternate', async () => {
    const maFirst = await post('/sys/config', { companyCode: 'MA', keys: [CONFIG_KEY.isNewMenu] });
    const hjMenu = await post('/sys/config', { companyCode: 'HJ', keys: menuKeys });
    const maAgain = await post('/sys/config', { companyCode: 'MA', keys: [CONFIG_KEY.isNewMenu] });
    expect(maFirst.json().data).toEqual({ IS_NEW_MENU: 't' });
    expect(Object.keys(hjMenu.json().data)).toHaveLength(3);
    expect(hjMenu.json().data).toMatchObject({ IS_NEW_MENU: 'f' });
    expect(maAgain.json().data).toEqual(maFirst.json().data);
  });

  it("defaults to the member's company", async () => {
    const { headers } = await loginAs(t, 'MA');
    const res = await post('/sys/config', { keys: menuKeys }, headers);
    expect(res.json().data).toMatchObject({ IS_NEW_MENU: 't', 'hide.dashboardMessage.menu': 'N' });
  });

  it.each([
    [{ companyCode: 'US' }, 'body.keys', 'validation.required'],
    [{ companyCode: 'US', keys: [] }, 'body.keys', 'validation.required'],
    [{ companyCode: 'US', keys: 'IS_NEW_MENU' }, 'body.keys', 'validation.required'],
    [{ companyCode: 'US', keys: [42] }, 'body.keys.0', 'validation.required'],
    [{ companyCode: 'US', keys: ['x'.repeat(101)] }, 'body.keys.0', 'validation.tooLong'],
    [
      { companyCode: 'US', keys: Array(51).fill('IS_NEW_MENU') },
      'body.keys',
      'validation.tooLarge',
    ],
    [{ companyCode: 'ZZ', keys: ['IS_NEW_MENU'] }, 'body.companyCode', 'validation.unknownCompany'],
    [{ keys: ['IS_NEW_MENU'] }, 'body.companyCode', 'validation.required'],
  ])('refuses %j', async (body, path, key) => {
    const res = await post('/sys/config', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toContainEqual(expect.objectContaining({ path, key }));
  });
});
