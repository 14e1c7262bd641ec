import { API_BASE_PATH, LIBRARY_PATHS, LIBRARY_PAGE_SIZE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { addLibraryDocument, sourceFromBytes } from '../../src/modules/library/index.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

let t: TestApp;
let us: string;
let ca: string;
let pdfId: number;
let videoId: number;
let caId: number;
const PDF = Buffer.from('%PDF-1.4\n% a tiny test pdf\n%%EOF\n');

const add = (company: string, title: string, extra: Record<string, unknown> = {}) =>
  addLibraryDocument(
    t.db,
    t.deps.config,
    { name: 'test', command: 'test' },
    {
      company,
      lang: 'en',
      category: 'business',
      title,
      description: 'A guide',
      file: sourceFromBytes('guide.pdf', PDF),
      ...extra,
    },
  );

const sessionOf = async (company: string) => {
  const m = await createMember(t.db, { company_code: company });
  return (await openSession(t.deps, m.id, false, { ip: null, userAgent: null })).token;
};
const get = (token: string | null, path: string, query?: Record<string, string>, locale?: string) =>
  call(t, 'GET', path, { token, query, locale });
const detailPath = (id: number | string) => LIBRARY_PATHS.detail.replace(':id', String(id));
const filePath = (id: number | string) => LIBRARY_PATHS.download.replace(':id', String(id));

beforeAll(async () => {
  t = await createTestApp();
  us = await sessionOf('US');
  ca = await sessionOf('CA');
  pdfId = (
    await add('US', 'Résumé 100% guide_one', {
      file: sourceFromBytes('Résumé 商品.pdf', PDF),
      category: 'product',
    })
  ).id;
  videoId = (
    await add('US', 'Welcome video', { file: undefined, videoUrl: 'https://video.example/w' })
  ).id;
  for (let i = 0; i < LIBRARY_PAGE_SIZE + 2; i++) await add('US', `Starter ${i}`);
  await add('US', 'Panduan', { lang: 'id' });
  caId = (await add('CA', 'Canada only guide')).id;
});
afterAll(() => t.close());

describe('library calls', () => {
  it('lists categories with counts in the member language, English when none in it', async () => {
    const res = await get(us, LIBRARY_PATHS.categories);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.lang).toBe('en');
    expect(data.categories).toContainEqual({ code: 'business', count: LIBRARY_PAGE_SIZE + 3 });
    expect(data.categories).toContainEqual({ code: 'product', count: 1 });
    expect(data.categories).toContainEqual({ code: 'tools', count: 0 });
    expect((await get(us, LIBRARY_PATHS.categories, {}, 'id')).json().data.lang).toBe('id');
    expect((await get(us, LIBRARY_PATHS.categories, {}, 'ms')).json().data.lang).toBe('en');
  });

  it('pages, filters by category and searches with literal wildcards', async () => {
    const page1 = (await get(us, LIBRARY_PATHS.list)).json().data;
    expect(page1.total).toBe(LIBRARY_PAGE_SIZE + 4);
    expect(page1.items).toHaveLength(LIBRARY_PAGE_SIZE);
    const page2 = (await get(us, LIBRARY_PATHS.list, { page: '2' })).json().data;
    expect(page2.items).toHaveLength(4);
    const products = (await get(us, LIBRARY_PATHS.list, { category: 'product' })).json().data;
    expect(products.items.map((d: { id: number }) => d.id)).toEqual([pdfId]);
    // % and _ are the search's own characters, not wildcards
    const pct = (await get(us, LIBRARY_PATHS.list, { q: '100%' })).json().data;
    expect(pct.items.map((d: { id: number }) => d.id)).toEqual([pdfId]);
    expect((await get(us, LIBRARY_PATHS.list, { q: '%' })).json().data.total).toBe(1);
    expect((await get(us, LIBRARY_PATHS.list, { q: 'e_o' })).json().data.total).toBe(1);
    expect((await get(us, LIBRARY_PATHS.list, { q: 'WELCOME' })).json().data.total).toBe(1);
    expect((await get(us, LIBRARY_PATHS.list, { q: 'nothing like it' })).json().data).toMatchObject(
      { total: 0, items: [] },
    );
    // another company's document never shows
    expect((await get(us, LIBRARY_PATHS.list, { q: 'Canada' })).json().data.total).toBe(0);
  });

  it('refuses bad list input', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { page: 'x' },
      { category: 'secret' },
      { q: 'a'.repeat(101) },
    ];
    for (const query of bad) {
      const res = await get(us, LIBRARY_PATHS.list, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows a document of the own company; another company or an unknown id is notFound', async () => {
    const res = await get(us, detailPath(pdfId));
    expect(res.json().data).toMatchObject({
      id: pdfId,
      kind: 'pdf',
      fileName: 'Résumé 商品.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect((await get(us, detailPath(videoId))).json().data).toMatchObject({
      kind: 'video',
      videoUrl: 'https://video.example/w',
      fileName: null,
    });
    const foreign = await get(us, detailPath(caId));
    const missing = await get(us, detailPath(2_000_000));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('notFound');
    expect(missing.json().data.error).toBe('notFound');
    expect((await get(ca, detailPath(caId))).statusCode).toBe(200);
    expect((await get(null, detailPath(pdfId))).statusCode).toBe(401);
  });

  it('streams the file with its type and an RFC 5987 file name', async () => {
    const res = await get(us, filePath(pdfId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ __.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé 商品.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers a video player's Range request with the part asked (206, Content-Range)", async () => {
    const clip = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const { id } = await add('US', 'Clip', { file: sourceFromBytes('clip.webm', clip) });
    const ranged = (range: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}${filePath(id)}`,
        headers: { token: us, range },
      });
    const part = await ranged('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    // open-ended (what a seek sends) and the last bytes (a player looking for the index)
    const rest = await ranged('bytes=900-');
    expect(rest.headers['content-range']).toBe('bytes 900-999/1000');
    expect(rest.rawPayload.equals(clip.subarray(900))).toBe(true);
    const tail = await ranged('bytes=-10');
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    // past the end, several ranges or nonsense: the whole file, as the RFC allows
    for (const range of ['bytes=5000-', 'bytes=0-1,5-6', 'items=1-2']) {
      const whole = await ranged(range);
      expect(whole.statusCode, range).toBe(200);
      expect(whole.headers['content-length']).toBe('1000');
    }
    // another company's member still gets nothing
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${filePath(id)}`,
      headers: { token: ca, range: 'bytes=0-9' },
    });
    expect(foreign.json().data.error).toBe('notFound');
  });

  it('never serves another company, a video link, or a path-like id', async () => {
    expect((await get(us, filePath(caId))).json().data.error).toBe('notFound');
    expect((await get(us, filePath(videoId))).json().data.error).toBe('notFound');
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '1%2F..', '-1', '1.5']) {
      const res = await get(us, filePath(id));
      expect([400, 404], id).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
