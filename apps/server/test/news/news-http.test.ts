import { newsDetailSchema, newsPageSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { writeNewsItem } from '../../src/modules/news/index.js';
import { fileStoreOf } from '../../src/lib/file-store/index.js';
import { storeNewsImage } from '../../src/modules/news/news-images.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/frontend-server/dashboard/news';
const DAY = 86_400_000;
let t: TestApp;
const token = { ann: '', bob: '', mia: '' };
const id: Record<string, number> = {};
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let imageName = '';

async function signIn(login: string, company: string) {
  const member = await createMember(t.db, { login_name: login, company_code: company });
  return (await openSession(t.deps, member.id, false, { ip: null, userAgent: null })).token;
}

async function add(key: string, company: string, language: string, extra: object = {}) {
  const now = t.clock.now.getTime();
  id[key] = await writeNewsItem(t.db, {
    companyCode: company,
    language,
    title: `Title ${key}`,
    html: `<p>Body of ${key}</p>`,
    pinned: false,
    publishAt: new Date(now - DAY),
    expireAt: null,
    imageName: null,
    createdBy: 'test',
    ...extra,
  });
}

const get = (url: string, who?: keyof typeof token, lang = 'en') =>
  t.app.inject({
    url: `${BASE}${url}`,
    headers: { ...(who ? { token: token[who] } : {}), 'accept-language': lang },
  });

beforeAll(async () => {
  t = await createTestApp();
  token.ann = await signIn('news-ann', 'US');
  token.bob = await signIn('news-bob', 'US');
  token.mia = await signIn('news-mia', 'MY');
  const now = t.clock.now.getTime();
  imageName = await storeNewsImage(fileStoreOf(t.deps), PNG);
  await add('old', 'US', 'en', { publishAt: new Date(now - 5 * DAY) });
  await add('pinned', 'US', 'en', { pinned: true, publishAt: new Date(now - 9 * DAY), imageName });
  await add('fresh', 'US', 'en', { publishAt: new Date(now - 1000) });
  await add('future', 'US', 'en', { publishAt: new Date(now + DAY) });
  await add('expired', 'US', 'en', {
    publishAt: new Date(now - 9 * DAY),
    expireAt: new Date(now - DAY),
  });
  await add('usZh', 'US', 'zh-CN');
  await add('myNews', 'MY', 'en');
  await add('evil', 'US', 'en', {
    html: '<p onclick="x()">Hi<script>window.bad=1</script><img src="https://a.example/i.png" onerror="alert(1)"><a href="javascript:alert(1)">j</a><a href="https://ok.example">ok</a><iframe src="https://e.example"></iframe></p>',
    publishAt: new Date(now - 2 * DAY),
  });
});
afterAll(() => t.close());

describe('GET /dashboard/news/page', () => {
  it('lists the company’s live items in the member’s language, pinned first, newest next', async () => {
    const res = await get('/page', 'ann');
    expect(res.statusCode, res.body).toBe(200);
    const page = newsPageSchema.parse(res.json().data);
    expect(page.list.map((n) => n.id)).toEqual([id.pinned, id.fresh, id.evil, id.old]);
    expect(page.total).toBe(4);
    expect(page.list[0]!.imageUrl).toBe(`/frontend-server/dashboard/news/image/${imageName}`);
    expect(page.list.find((n) => n.id === id.evil)!.summary).not.toContain('window.bad');
  });

  it('reads the member’s language when the company has news in it, else English', async () => {
    const zh = newsPageSchema.parse((await get('/page', 'ann', 'zh-CN')).json().data);
    expect(zh.list.map((n) => n.id)).toEqual([id.usZh]);
    const ms = newsPageSchema.parse((await get('/page', 'ann', 'ms')).json().data);
    expect(ms.list.every((n) => n.language === 'en')).toBe(true);
  });

  it('pages', async () => {
    const page = newsPageSchema.parse((await get('/page?pageNum=2&pageSize=3', 'ann')).json().data);
    expect(page.list.map((n) => n.id)).toEqual([id.old]);
    expect(page.total).toBe(4);
  });

  it('never shows another company’s news', async () => {
    const page = newsPageSchema.parse((await get('/page', 'mia')).json().data);
    expect(page.list.map((n) => n.id)).toEqual([id.myNews]);
  });

  it('refuses bad paging and a missing session', async () => {
    for (const q of ['pageSize=0', 'pageSize=51', 'pageNum=x']) {
      const res = await get(`/page?${q}`, 'ann');
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get('/page')).statusCode).toBe(401);
  });
});

describe('GET /dashboard/news/:id', () => {
  it('answers a live item to any member of its company', async () => {
    const res = await get(`/${id.fresh}`, 'bob');
    expect(res.statusCode, res.body).toBe(200);
    const item = newsDetailSchema.parse(res.json().data);
    expect(item).toMatchObject({ title: 'Title fresh', html: '<p>Body of fresh</p>' });
  });

  it('answers notFound for another company, unpublished, expired and unknown items alike', async () => {
    const unknown = await get('/999999', 'ann');
    expect(unknown.statusCode).toBe(404);
    for (const [who, key] of [
      ['mia', 'fresh'],
      ['ann', 'myNews'],
      ['ann', 'future'],
      ['ann', 'expired'],
    ] as const) {
      const res = await get(`/${id[key]}`, who);
      expect({ key, status: res.statusCode, body: res.json() }).toMatchObject({
        key,
        status: unknown.statusCode,
        body: { code: unknown.json().code, data: { error: unknown.json().data.error } },
      });
    }
  });

  it('strips script, iframes, event handlers and javascript: links', async () => {
    const { html } = newsDetailSchema.parse((await get(`/${id.evil}`, 'ann')).json().data);
    expect(html).not.toMatch(/script|iframe|onerror|onclick|javascript:|window\.bad/i);
    expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer">ok</a>');
  });

  it('refuses a bad id', async () => {
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await get(`/${bad}`, 'ann')).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /dashboard/news/image/:name', () => {
  it('serves a stored picture with its content type', async () => {
    const res = await get(`/image/${imageName}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses names outside the pattern and answers notFound for unknown ones', async () => {
    expect((await get('/image/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get(`/image/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });
});
