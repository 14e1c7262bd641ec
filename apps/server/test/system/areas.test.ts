import { EU_COUNTRIES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

interface Item {
  id: number;
  code: string;
  name: string;
}
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const items = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Item[];
};
const US = 840;
const MY = 458;

describe('countries', () => {
  it('lists every country with its ISO numeric id, named in the request language', async () => {
    const en = await items('/ca/area/qry/all/country', { 'accept-language': 'en' });
    expect(en).toHaveLength(250);
    expect(en).toContainEqual({ id: US, code: 'US', name: 'United States of America' });
    const names = en.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const zh = await items('/ca/area/qry/all/country', { 'accept-language': 'zh-CN' });
    expect(zh.find((c) => c.code === 'MY')?.name).toBe('马来西亚');
  });

  it('lists the 27 EU countries', async () => {
    const eu = await items('/ca/area/qry/all/eu/country/?currentCompanyPk=IT&addressCompanyPk=IT');
    expect(eu.map((c) => c.code).sort()).toEqual([...EU_COUNTRIES].sort());
    expect((await get('/ca/area/qry/all/eu/country/?currentCompanyPk=EU')).statusCode).toBe(400);
  });

  it.each([
    ['US', ['US']],
    ['MA', ['MY']],
    ['HJ', ['HK']],
  ])('%s ships to its own country only', async (company, codes) => {
    const list = await items(`/ca/area/qry/all/country/custom?companyCode=${company}`);
    expect(list.map((c) => c.code)).toEqual(codes);
  });

  it('IT ships to the EU with Italy first; WT everywhere with the US first', async () => {
    const it2 = await items('/ca/area/qry/all/country/custom?companyCode=IT&characterCode=en_US');
    expect(it2).toHaveLength(27);
    expect(it2[0]?.code).toBe('IT');
    const wt = await items('/ca/area/qry/all/country/custom?companyCode=WT');
    expect(wt).toHaveLength(250);
    expect(wt[0]?.code).toBe('US');
  });

  it("uses the member's company, and needs a company without a session", async () => {
    const { headers } = await loginAs(t, 'ID');
    expect((await items('/ca/area/qry/all/country/custom', headers)).map((c) => c.code)).toEqual([
      'ID',
    ]);
    const res = await get('/ca/area/qry/all/country/custom');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].path).toBe('querystring.companyCode');
  });

  it('refuses an unknown company or character code', async () => {
    expect((await get('/ca/area/qry/all/country/custom?companyCode=QQ')).statusCode).toBe(400);
    const coding = await get('/ca/area/qry/all/country/custom?companyCode=US&characterCode=fr');
    expect(coding.json().data.error).toBe('unknownLocale');
  });
});

describe('provinces and cities', () => {
  it('lists the provinces of a country and the cities of a province', async () => {
    const states = await items(`/ca/area/qry/all/province?areaId=${US}`);
    expect(states).toHaveLength(51);
    const california = states.find((s) => s.code === 'US-CA');
    expect(california?.name).toBe('California');
    const cities = await items(`/ca/area/qry/all/city?areaId=${california?.id}`);
    expect(cities.map((c) => c.name)).toContain('Los Angeles');
  });

  it.each([
    [124, 13],
    [380, 20],
    [344, 18],
    [MY, 16],
    [360, 38],
  ])('country %i has %i provinces, each with 1 to 5 cities', async (countryId, count) => {
    const provinces = await items(`/ca/area/qry/all/province?areaId=${countryId}`);
    expect(provinces).toHaveLength(count);
    const cities = await items(`/ca/area/qry/all/city?areaId=${provinces[0]?.id}`);
    expect(cities.length).toBeGreaterThanOrEqual(2);
    expect(cities.length).toBeLessThanOrEqual(5);
  });

  it('answers an empty list for a country without provinces', async () => {
    expect(await items('/ca/area/qry/all/province?areaId=276')).toEqual([]);
  });

  it('lists provinces only of a country the company ships to', async () => {
    const my = await items(`/ca/area/qry/all/province/custom?areaId=${MY}&companyCode=MA`);
    expect(my.map((p) => p.code)).toContain('MY-14');
    const other = await get(`/ca/area/qry/all/province/custom?areaId=${US}&companyCode=MA`);
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['/ca/area/qry/all/province?areaId=999999999', 404],
    ['/ca/area/qry/all/city?areaId=5', 404],
    ['/ca/area/qry/all/city', 400],
    ['/ca/area/qry/all/city?areaId=abc', 400],
    ['/ca/area/qry/all/province?areaId=-1', 400],
    ['/ca/area/qry/all/province?areaId=1.5', 400],
    ['/ca/area/qry/all/province/custom?areaId=458', 400],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

describe('GET /ca/area/qry/area', () => {
  it('answers one area of each level', async () => {
    const country = await get(`/ca/area/qry/area?areaId=${MY}`, { 'accept-language': 'ms' });
    expect(country.json().data).toEqual({
      id: MY,
      parentId: null,
      level: 1,
      code: 'MY',
      name: 'Malaysia',
      countryCode: 'MY',
    });
    const [selangor] = (await items(`/ca/area/qry/all/province?areaId=${MY}`)).filter(
      (p) => p.code === 'MY-10',
    );
    const province = (await get(`/ca/area/qry/area?areaId=${selangor?.id}`)).json().data;
    expect(province).toMatchObject({ parentId: MY, level: 2, name: 'Selangor', countryCode: 'MY' });
    const [city] = await items(`/ca/area/qry/all/city?areaId=${selangor?.id}`);
    const detail = (await get(`/ca/area/qry/area?areaId=${city?.id}`)).json().data;
    expect(detail).toMatchObject({ parentId: selangor?.id, level: 3, countryCode: 'MY' });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get('/ca/area/qry/area?areaId=123456789')).statusCode).toBe(404);
    expect((await get('/ca/area/qry/area?areaId=x')).statusCode).toBe(400);
  });
});
