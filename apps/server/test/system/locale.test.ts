import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const inject = (
  method: 'GET' | 'POST',
  url: string,
  opts: Pick<InjectOptions, 'headers' | 'payload'> = {},
) => t.app.inject({ method, url: `${API}${url}`, ...opts });

describe('GET /sys/locale/serverDateTime', () => {
  it('answers the server clock in ISO 8601 UTC and epoch ms', async () => {
    t.clock.now = new Date('2026-11-22T03:04:05.678Z');
    const res = await inject('GET', '/sys/locale/serverDateTime');
    expect(res.json()).toEqual({
      code: 0,
      data: {
        serverDateTime: '2026-11-22T03:04:05.678Z',
        epochMs: Date.parse('2026-11-22T03:04:05.678Z'),
      },
      msg: 'success',
    });
    t.clock.advance(1000);
    expect((await inject('GET', '/sys/locale/serverDateTime')).json().data.epochMs).toBe(
      Date.parse('2026-11-22T03:04:06.678Z'),
    );
  });
});

describe('GET /sys/locale/language/:locale', () => {
  it.each([
    ['en', 'Not found'],
    ['zh-CN', '未找到'],
    ['zh_CN', '未找到'],
    ['ms_MY', 'Tidak dijumpai'],
    ['id_ID', 'Tidak ditemukan'],
  ])('answers every message of %s', async (tag, notFound) => {
    const res = await inject('GET', `/sys/locale/language/${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(res.json().data['error.notFound']).toBe(notFound);
    expect(res.json().data['option.gender.1']).toBeTruthy();
  });

  it('also takes the locale from the query', async () => {
    const res = await inject('GET', '/sys/locale/language?locale=ms');
    expect(res.statusCode).toBe(200);
    expect(res.json().data['option.gender.1']).toBe('Lelaki');
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await inject('GET', '/sys/locale/language/en');
    const etag = first.headers.etag as string;
    const again = await inject('GET', '/sys/locale/language/en', {
      headers: { 'if-none-match': `W/"old", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await inject('GET', '/sys/locale/language/ms', {
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it.each(['fr', 'zh-TW', 'en-GB', 'xx_XX'])('refuses the unknown locale %s', async (tag) => {
    const res = await inject('GET', `/sys/locale/language/${tag}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      error: 'unknownLocale',
      fields: [{ path: 'params.locale', key: 'validation.unknownLocale' }],
    });
  });

  it('refuses a missing or overlong locale', async () => {
    const missing = await inject('GET', '/sys/locale/language');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields[0]).toMatchObject({ path: 'querystring.locale' });
    const long = await inject('GET', `/sys/locale/language/${'e'.repeat(17)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields[0]).toMatchObject({ key: 'validation.tooLong' });
  });
});

describe('POST /sys/locale', () => {
  it('answers the locale and its message language without a session', async () => {
    const res = await inject('POST', '/sys/locale', { payload: { locale: 'zh_CN' } });
    expect(res.json().data).toEqual({ locale: 'zh-CN', messageLanguage: 'zh_CN' });
  });

  it("stores a logged-in member's choice", async () => {
    const { member, headers } = await loginAs(t, 'MY');
    const res = await inject('POST', '/sys/locale', { headers, payload: { locale: 'ms' } });
    expect(res.json().data).toEqual({ locale: 'ms', messageLanguage: 'ms_MY' });
    const row = await t.db
      .selectFrom('member')
      .select('preferred_locale')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.preferred_locale).toBe('ms');
  });

  it.each([
    [{}, 'validation.required', 400],
    [{ locale: 12 }, 'validation.required', 400],
    [{ locale: 'x'.repeat(17) }, 'validation.tooLong', 400],
    [{ locale: 'de' }, 'validation.unknownLocale', 400],
  ])('refuses %j', async (payload, key, status) => {
    const res = await inject('POST', '/sys/locale', { payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().data.fields[0]).toMatchObject({ path: 'body.locale', key });
  });
});

describe('GET /sys/locale/languages/:countryCode', () => {
  it.each([
    ['MY', { ms: 'Bahasa Melayu', en: 'English', 'zh-CN': '中文' }],
    ['ID', { id: 'Bahasa Indonesia', en: 'English' }],
    ['US', { en: 'English', 'zh-CN': '中文' }],
    ['hk', { en: 'English', 'zh-CN': '中文' }],
  ])('%s → %j in display order', async (country, languages) => {
    const res = await inject('GET', `/sys/locale/languages/${country}`);
    expect(res.statusCode).toBe(200);
    expect(Object.entries(res.json().data)).toEqual(Object.entries(languages));
  });

  it('carries an ETag: a revalidation of an unchanged list is an empty 304', async () => {
    const first = await inject('GET', '/sys/locale/languages/MY');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await inject('GET', '/sys/locale/languages/MY', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await inject('GET', '/sys/locale/languages/ID', {
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it.each(['ZZ', 'USA', '1A', 'M'])('refuses the country code %s', async (country) => {
    const res = await inject('GET', `/sys/locale/languages/${country}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({
      path: 'params.countryCode',
      key: 'validation.unknownCountry',
    });
  });
});

describe('GET /sys/mobilecode/getMobileCodeList', () => {
  it('lists every country with its calling code, named and sorted in the language', async () => {
    const res = await inject('GET', '/sys/mobilecode/getMobileCodeList', {
      headers: { 'accept-language': 'en' },
    });
    const list = res.json().data as { countryCode: string; callingCode: string; name: string }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ countryCode: 'MY', callingCode: '60', name: 'Malaysia' });
    expect(list).toContainEqual(expect.objectContaining({ countryCode: 'AC', callingCode: '247' }));
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('carries an ETag per language: unchanged is a 304, another language a new body', async () => {
    const en = { 'accept-language': 'en' };
    const first = await inject('GET', '/sys/mobilecode/getMobileCodeList', { headers: en });
    const etag = first.headers.etag as string;
    const again = await inject('GET', '/sys/mobilecode/getMobileCodeList', {
      headers: { ...en, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const zh = await inject('GET', '/sys/mobilecode/getMobileCodeList', {
      headers: { 'accept-language': 'zh-CN', 'if-none-match': etag },
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers.etag).not.toBe(etag);
  });

  it('names countries in the request language', async () => {
    const res = await inject('GET', '/sys/mobilecode/getMobileCodeList', {
      headers: { 'accept-language': 'zh-CN' },
    });
    const list = res.json().data as { countryCode: string; name: string }[];
    expect(list.find((c) => c.countryCode === 'CN')?.name).toBe('中国');
  });
});
