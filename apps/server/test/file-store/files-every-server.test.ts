import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, LIBRARY_PATHS, NEWS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { addLibraryDocument, sourceFromBytes } from '../../src/modules/library/index.js';
import type { ZodApp } from '../../src/types.js';
import { consoleCall, operatorSession } from '../console/console-helpers.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const VIDEO = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));

let t: TestApp;
/** a second server on the same database, with a DATA_DIR of its own */
let other: ZodApp;
let otherDir: string;
let operator: string;
let member: string;

beforeAll(async () => {
  // on PostgreSQL the file store is PostgreSQL's by default; the embedded database is asked
  t = await createTestApp(TEST_PG_URL ? {} : { FILE_STORE: 'postgres' });
  otherDir = mkdtempSync(path.join(tmpdir(), 'portal-other-'));
  other = await buildApp(
    { ...t.deps, config: { ...t.deps.config, dataDir: otherDir } },
    { logger: false, webRoot: false },
  );
  await other.ready();
  await createCompany(t.db, { code: 'US' });
  operator = (await operatorSession(t, ['content'])).token;
  const m = await createMember(t.db, { company_code: 'US' });
  member = (await openSession(t.deps, m.id, false, { ip: null, userAgent: null })).token;
});
afterAll(async () => {
  await other.close();
  await t.close();
  rmSync(otherDir, { recursive: true, force: true });
});

const fromOther = (url: string, headers: Record<string, string> = {}) =>
  other.inject({ url, headers: { token: member, ...headers } });
const now = () => new Date(t.clock.now.getTime() - 60_000).toISOString();
const storedKeys = async () =>
  (await t.db.selectFrom('stored_file').select('key').orderBy('key').execute()).map((r) => r.key);

describe('files stored in PostgreSQL, read by every server', () => {
  it('uses the PostgreSQL store', () => {
    expect(t.deps.config.fileStore).toBe('postgres');
  });

  it('serves a news picture one server took from another', async () => {
    const res = await consoleCall(t, 'POST', '/news', {
      token: operator,
      body: {
        companyCode: 'US',
        language: 'en',
        title: 'Everywhere',
        body: ['on every server'],
        publishAt: now(),
        image: PNG.toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await consoleCall(t, 'GET', `/news/${res.json().data.id}`, { token: operator });
    const name = /([0-9a-f]{32}\.png)$/.exec(detail.json().data.imageUrl)![1]!;
    expect(await storedKeys()).toContain(`news/${name}`);
    const image = await fromOther(`${API_BASE_PATH}${NEWS_PATHS.image.replace(':name', name)}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('deletes a picture again when the change that would name it is refused', async () => {
    const news = { language: 'en', title: 'Gone', body: ['soon withdrawn'], publishAt: now() };
    const made = await consoleCall(t, 'POST', '/news', {
      token: operator,
      body: { ...news, companyCode: 'US' },
    });
    const id = made.json().data.id as number;
    await consoleCall(t, 'POST', `/news/${id}/withdraw`, { token: operator });
    const before = await storedKeys();
    const res = await consoleCall(t, 'POST', `/news/${id}`, {
      token: operator,
      body: { ...news, image: PNG.toString('base64') },
    });
    expect(res.json().data.error).toBe('newsWithdrawn');
    expect(await storedKeys()).toEqual(before);
  });

  it('serves a product picture one server took from another', async () => {
    const skuId = (await makeShop(t.db, [{ name: 'Serum', stock: 5 }])).get('Serum')!;
    const { product_id: productId } = await t.db
      .selectFrom('product_sku')
      .select('product_id')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow();
    const res = await consoleCall(t, 'POST', `/catalogue/products/${productId}/pictures`, {
      token: operator,
      body: { image: PNG.toString('base64') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [picture] = res.json().data.pictures as { url: string }[];
    const name = picture!.url.slice(picture!.url.lastIndexOf('/') + 1);
    expect(await storedKeys()).toContain(`products/${name}`);
    const image = await fromOther(picture!.url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a library video one server took from another, and a part of it to seek', async () => {
    const doc = await addLibraryDocument(
      t.db,
      t.deps.config,
      { name: 'test', command: 'test' },
      {
        company: 'US',
        lang: 'en',
        category: 'business',
        title: 'Everywhere video',
        file: sourceFromBytes('everywhere.mp4', VIDEO),
      },
    );
    const url = `${API_BASE_PATH}${LIBRARY_PATHS.download.replace(':id', String(doc.id))}`;
    const whole = await fromOther(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    const part = await fromOther(url, { range: 'bytes=4000-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4000-4999/5000');
    expect(part.rawPayload.equals(VIDEO.subarray(4000))).toBe(true);
  });

  it('wrote no file under either server’s DATA_DIR', () => {
    for (const dir of [t.deps.config.dataDir, otherDir]) {
      const kept = readdirSync(dir).filter((f) => ['news', 'products', 'library'].includes(f));
      expect(kept, dir).toEqual([]);
    }
  });
});
