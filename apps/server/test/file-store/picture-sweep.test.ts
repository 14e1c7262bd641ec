// The daily sweep of uploaded pictures no row names (flows/picture-sweep.flow.ts), on the seeded
// demo database: a picture is deleted only once a sweep a day after the first finds it unnamed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_SWEEP_GRACE_MS,
  sweepUnnamedPictures,
} from '../../src/flows/picture-sweep.flow.js';
import { fileStoreOf, type FileStore } from '../../src/lib/file-store/index.js';
import { productPictureUrl } from '../../src/modules/catalog/index.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 3600 * 1000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let n = 0;
const name = () => `${(++n).toString(16).padStart(32, 'c')}.png`;

let t: TestApp;
let store: FileStore;
const stored: Record<string, string> = {};

/** The sweep as the job runs it, its clock `hours` after the files were stored. */
const sweepAt = (hours: number) =>
  sweepUnnamedPictures({ ...t.deps, now: () => new Date(Date.now() + hours * HOUR) });
const exists = async (key: string) => (await store.get(key)) !== null;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  store = fileStoreOf(t.deps);
  for (const what of ['shown', 'ordered', 'orphan', 'laterShown']) {
    stored[what] = `products/${name()}`;
  }
  stored.cover = `news/${name()}`;
  stored.oldCover = `news/${name()}`;
  for (const key of Object.values(stored)) await store.put(key, PNG, 'image/png');
  const url = (key: string) => productPictureUrl(key.slice('products/'.length));
  const product = await t.db.selectFrom('product').select('id').limit(1).executeTakeFirstOrThrow();
  await t.db
    .insertInto('product_image')
    .values({ product_id: product.id, url: url(stored.shown!), sort: 99 })
    .execute();
  // removed from its product since, but the order placed before keeps showing it
  await sql`update order_line set image_url = ${url(stored.ordered!)}
            where id = (select min(id) from order_line)`.execute(t.db);
  await sql`update news_item set image_name = ${stored.cover!.slice('news/'.length)}
            where id = (select min(id) from news_item)`.execute(t.db);
});
afterAll(() => t.close());

describe('the unnamed-picture sweep', () => {
  it('looks at nothing stored within the grace period', async () => {
    const { products, news } = await sweepAt(0);
    expect(products).toMatchObject({ fresh: 4, deleted: 0, waiting: 0 });
    expect(news).toMatchObject({ fresh: 2, deleted: 0 });
  });

  it('deletes an unnamed picture only when a sweep a day after the first finds it so', async () => {
    expect(PICTURE_SWEEP_GRACE_MS).toBe(24 * HOUR);
    const first = await sweepAt(25);
    expect(first.products).toMatchObject({ named: 2, waiting: 2, deleted: 0 });
    expect(first.news).toMatchObject({ named: 1, waiting: 1, deleted: 0 });
    // an operator gives the waiting picture to a product meanwhile: it is named again
    const url = productPictureUrl(stored.laterShown!.slice('products/'.length));
    const product = await t.db
      .selectFrom('product')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_image')
      .values({ product_id: product.id, url, sort: 98 })
      .execute();

    const tooSoon = await sweepAt(25 + 23);
    expect(tooSoon.products).toMatchObject({ named: 3, waiting: 1, deleted: 0 });
    expect(await exists(stored.orphan!)).toBe(true);

    const dayAfter = await sweepAt(25 + 24);
    expect(dayAfter.products).toMatchObject({ named: 3, waiting: 0, deleted: 1 });
    expect(dayAfter.news).toMatchObject({ named: 1, waiting: 0, deleted: 1 });
    expect(await exists(stored.orphan!)).toBe(false);
    expect(await exists(stored.oldCover!)).toBe(false);
    for (const kept of ['shown', 'ordered', 'laterShown', 'cover']) {
      expect(await exists(stored[kept]!), kept).toBe(true);
    }
    const noted = await t.db.selectFrom('file_unnamed').select('key').execute();
    expect(noted).toEqual([]);
  });

  it('forgets a noted picture whose file went another way', async () => {
    const gone = `products/${name()}`;
    await store.put(gone, PNG, 'image/png');
    await sweepAt(100);
    expect(await t.db.selectFrom('file_unnamed').select('key').execute()).toEqual([{ key: gone }]);
    await store.delete(gone);
    await sweepAt(101);
    expect(await t.db.selectFrom('file_unnamed').select('key').execute()).toEqual([]);
  });
});

describe('files:sweep', () => {
  const run = opsRunner(() => t, { operator: 'dora' });

  it('sweeps now and says what it did; refuses arguments', async () => {
    const out = await run('files:sweep');
    expect(out.code).toBe(0);
    // at the real clock every picture left was stored within the day
    expect(out.lines).toEqual([
      'products: 0 deleted, 0 unnamed and waiting a day, 0 named, 3 stored within the day',
      'news: 0 deleted, 0 unnamed and waiting a day, 0 named, 1 stored within the day',
    ]);
    expect((await run('files:sweep', '--now')).code).toBe(2);
  });
});
