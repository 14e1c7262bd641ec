import { PAGE_CODES, PAGE_HTML_TAGS, publicPageSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPages } from '../../src/seed/pages.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PAGE = '/frontend-server/sys/page';
let t: TestApp;
let myToken = '';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${PAGE}${url}`, headers });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return publicPageSchema.parse(res.json().data);
}

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, {
    code: 'US',
    name: 'Sunrise Wellness USA',
    currency: 'USD',
    email: 'care@sunrise-us.example',
  });
  await createCompany(t.db, { code: 'MY', name: 'Sunrise Wellness Malaysia', currency: 'MYR' });
  await createCompany(t.db, { code: 'ID', name: 'Sunrise Wellness Indonesia', currency: 'IDR' });
  await createCompany(t.db, { code: 'HJ', name: 'Sunrise Wellness HK', currency: 'HKD' });
  await seedPages(t.db);
  const member = await createMember(t.db, { login_name: 'page-my', company_code: 'MY' });
  myToken = (await openSession(t.deps, member.id, false, { ip: null, userAgent: null })).token;
});
afterAll(async () => t.close());

describe('GET /sys/page/:pageCode (public)', () => {
  it('answers every page of US in English with the company’s facts, without a session', async () => {
    for (const code of PAGE_CODES) {
      const p = await page(`/${code}?companyCode=US`);
      expect(p).toMatchObject({ pageCode: code, companyCode: 'US', locale: 'en' });
      expect(p.title.length).toBeGreaterThan(3);
      expect(p.html).toContain('Sunrise Wellness USA');
    }
    const returns = await page('/returnPolicy?companyCode=US');
    expect(returns.html).toContain('<strong>30 days</strong>');
    expect(returns.html).toContain('USD');
    expect(returns.html).toContain('mailto:care@sunrise-us.example');
    expect(returns.html).not.toMatch(/lorem/i);
  });

  it('answers MY in Malay (characterCoding or Accept-Language) and ID in Indonesian', async () => {
    const ms = await page('/returnPolicy?companyCode=MY&characterCoding=ms_MY');
    expect(ms).toMatchObject({ locale: 'ms', title: 'Dasar Pemulangan' });
    expect(ms.html).toContain('14 hari');
    expect(ms.html).toContain('MYR');
    const byHeader = await page('/privatePolicy?companyCode=MY', { 'accept-language': 'ms-MY' });
    expect(byHeader).toMatchObject({ locale: 'ms', title: 'Dasar Privasi' });
    const id = await page('/termsAndCondition?companyCode=ID&characterCoding=id_ID');
    expect(id).toMatchObject({ locale: 'id', title: 'Syarat dan Ketentuan' });
    expect(id.html).toContain('Sunrise Wellness Indonesia');
    const zh = await page(
      '/shippingInformation?companyCode=HJ&characterCoding=zh_CN&platformName=wpm',
    );
    expect(zh).toMatchObject({ locale: 'zh-CN', title: '配送信息' });
  });

  it('prefers characterCoding over Accept-Language', async () => {
    const p = await page('/agreement?companyCode=MY&characterCoding=en_US', {
      'accept-language': 'ms',
    });
    expect(p.locale).toBe('en');
  });

  it('falls back to English when the page is not in the language asked for', async () => {
    const us = await page('/returnPolicy?companyCode=US&characterCoding=ms_MY');
    expect(us).toMatchObject({ locale: 'en', title: 'Return Policy' });
    const id = await page('/returnPolicy?companyCode=ID', { 'accept-language': 'zh-CN' });
    expect(id.locale).toBe('en');
    const unshipped = await page('/returnPolicy?companyCode=MY&characterCoding=fr_FR');
    expect(unshipped.locale).toBe('en');
  });

  it('uses the signed-in member’s company, else the default company, when none is named', async () => {
    expect((await page('/privatePolicy', { token: myToken })).companyCode).toBe('MY');
    expect((await page('/privatePolicy')).companyCode).toBe('US');
  });

  it('answers notFound for an unknown page code', async () => {
    for (const code of ['nope', 'PRIVATEPOLICY', 'privatePolicy2']) {
      const res = await get(`/${code}?companyCode=US`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().data.error).toBe('notFound');
    }
  });

  it('refuses an unknown company (400)', async () => {
    const res = await get('/privatePolicy?companyCode=XX');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({
      path: 'querystring.companyCode',
      key: 'validation.unknownCompany',
    });
    const absent = await get('/privatePolicy?companyCode=IT'); // a code with no company row
    expect(absent.statusCode).toBe(400);
    expect(absent.json().data.error).toBe('unknownCompany');
  });

  it('refuses a malformed characterCoding or platformName (400)', async () => {
    const bad = [
      'characterCoding=en%3Cscript%3E',
      `characterCoding=${'a'.repeat(30)}`,
      'platformName=shop',
    ];
    for (const query of bad) {
      const res = await get(`/privatePolicy?companyCode=US&${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(`/${'p'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('stores only the allowed HTML elements in every seeded page', async () => {
    const rows = await t.db
      .selectFrom('public_page')
      .select(['company_code', 'locale', 'body_html'])
      .execute();
    expect(rows.length).toBe(4 * PAGE_CODES.length + 3 * PAGE_CODES.length);
    const tags = new Set(
      rows.flatMap((r) => [...r.body_html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1])),
    );
    expect([...tags].every((tag) => (PAGE_HTML_TAGS as readonly string[]).includes(tag!))).toBe(
      true,
    );
  });
});
