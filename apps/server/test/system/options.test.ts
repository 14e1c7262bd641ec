import { OPTION_LISTS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const postAll = (payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/sys/list/all/option/`, payload, headers });

describe('GET /sys/list/option/:code', () => {
  it('answers a list in display order with labels in the request language', async () => {
    const res = await get('/sys/list/option/gender', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { value: '1', label: 'Male' },
      { value: '0', label: 'Female' },
      { value: '-1', label: 'Prefer not to say' },
    ]);
  });

  it('translates by characterCoding over Accept-Language', async () => {
    const res = await get('/sys/list/option/orderType?characterCoding=zh_CN', {
      'accept-language': 'en',
    });
    expect(res.json().data).toEqual([
      { value: '10', label: '首次购买' },
      { value: '20', label: '升级' },
      { value: '30', label: '维持' },
      { value: '40', label: '零售' },
      { value: '66', label: '自动订货' },
      { value: '70', label: '积分兑换' },
    ]);
  });

  it('serves every list of the contract', async () => {
    for (const [code, values] of Object.entries(OPTION_LISTS)) {
      const res = await get(`/sys/list/option/${code}?characterCoding=id_ID`);
      const items = res.json().data as { value: string; label: string }[];
      expect(
        items.map((i) => i.value),
        code,
      ).toEqual([...values]);
      expect(
        items.every((i) => !i.label.startsWith('option.')),
        code,
      ).toBe(true);
    }
  });

  it('answers 404 for an unknown list and 400 for a bad code or coding', async () => {
    const unknown = await get('/sys/list/option/nationality');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.error).toBe('notFound');
    expect((await get(`/sys/list/option/${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await get('/sys/list/option/gen%24der')).json().data.fields[0].key).toBe(
      'validation.format',
    );
    const coding = await get('/sys/list/option/gender?characterCoding=fr_FR');
    expect(coding.statusCode).toBe(400);
    expect(coding.json().data).toMatchObject({
      error: 'unknownLocale',
      fields: [{ path: 'querystring.characterCoding' }],
    });
  });
});

describe('POST /sys/list/all/option/', () => {
  it('answers the lists asked for, keyed by list code', async () => {
    const res = await postAll({ codes: ['rank', 'paymentMethod'], characterCoding: 'ms_MY' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['paymentMethod', 'rank']);
    expect(res.json().data.rank[3]).toEqual({ value: '20', label: 'Emas' });
  });

  it('answers every list without codes, and without any body', async () => {
    const withBody = await postAll({});
    expect(Object.keys(withBody.json().data).sort()).toEqual(Object.keys(OPTION_LISTS).sort());
    const noBody = await t.app.inject({ method: 'POST', url: `${API}/sys/list/all/option/` });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().data.award).toHaveLength(10);
  });

  it.each([
    [{ codes: 'gender' }, 400, 'body.codes'],
    [{ codes: [] }, 400, 'body.codes'],
    [{ codes: [7] }, 400, 'body.codes.0'],
    [{ codes: ['gender'], characterCoding: 'de_DE' }, 400, 'body.characterCoding'],
  ])('refuses %j', async (payload, status, path) => {
    const res = await postAll(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().data.fields[0].path).toBe(path);
  });

  it('answers 404 naming the unknown lists', async () => {
    const res = await postAll({ codes: ['gender', 'shoeSize'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toMatchObject({ error: 'notFound', details: { codes: ['shoeSize'] } });
  });
});
