// This file runs on both engines in CI (scripts/test.sh): the PostgreSQL store keeps bytea
// chunks, which the embedded database and PostgreSQL hand back as different types.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diskFileStore,
  FileExists,
  postgresFileStore,
  s3FileStore,
  type FileStore,
  type StoredFile,
} from '../../src/lib/file-store/index.js';
import { startS3Server, type S3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// small chunks, so the PostgreSQL store's files here span several and ranges cross them
const CHUNK = 1000;
const BYTES = Buffer.from(Array.from({ length: 3500 }, (_, i) => (i * 7) % 251));

let t: TestApp;
let s3: S3Server;
let dir: string;

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startS3Server()]);
  dir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await Promise.all([t.close(), s3.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['disk', () => diskFileStore(dir)],
  // and small list pages, so a listing here spans several
  ['postgres', () => postgresFileStore(t.db, { chunkBytes: CHUNK, listPage: 2 })],
  ['s3', () => s3FileStore(s3.url)],
];

let n = 0;
/** A fresh key of each namespace the server makes. */
const keys = () => {
  const hex = (++n).toString(16).padStart(32, '0');
  return {
    news: `news/${hex}.png`,
    products: `products/${hex}.jpg`,
    library: `library/US/${hex.slice(0, 8)}-${hex.slice(8, 12)}-4abc-8def-${hex.slice(20)}.mp4`,
  };
};

async function bytesOf(file: StoredFile | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The body as a stream of uneven reads, as an upload arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from([bytes.subarray(0, 700), bytes.subarray(700, 2100), bytes.subarray(2100)]);

describe.each(stores)('the %s file store', (_name, open) => {
  it('stores bytes or a stream and gives them back whole, with their size', async () => {
    const store = open();
    const { news, library } = keys();
    expect(await store.put(news, BYTES.subarray(0, 10), 'image/png')).toBe(10);
    expect(await store.put(library, streamOf(BYTES), 'video/mp4')).toBe(BYTES.length);
    const whole = await store.get(library);
    expect(whole).toMatchObject({ size: BYTES.length, range: null });
    expect((await bytesOf(whole)).equals(BYTES)).toBe(true);
    expect((await bytesOf(await store.get(news))).equals(BYTES.subarray(0, 10))).toBe(true);
  });

  it('gives a part picked once the size is known, across chunk boundaries', async () => {
    const store = open();
    const { library } = keys();
    await store.put(library, streamOf(BYTES), 'video/mp4');
    const sizes: number[] = [];
    const part = await store.get(library, (size) => {
      sizes.push(size);
      return { start: 999, end: 3001 };
    });
    expect(sizes).toEqual([BYTES.length]);
    expect(part).toMatchObject({ size: BYTES.length, range: { start: 999, end: 3001 } });
    expect((await bytesOf(part)).equals(BYTES.subarray(999, 3002))).toBe(true);
    const tail = await store.get(library, (size) => ({ start: size - 1, end: size - 1 }));
    expect((await bytesOf(tail)).equals(BYTES.subarray(-1))).toBe(true);
    // no part picked: the whole file
    const none = await store.get(library, () => null);
    expect(none?.range).toBeNull();
    expect((await bytesOf(none)).length).toBe(BYTES.length);
  });

  it('keeps an empty file', async () => {
    const store = open();
    const { products } = keys();
    expect(await store.put(products, Buffer.alloc(0))).toBe(0);
    const file = await store.get(products);
    expect(file?.size).toBe(0);
    expect((await bytesOf(file)).length).toBe(0);
  });

  it('never overwrites a stored file', async () => {
    const store = open();
    const { products } = keys();
    await store.put(products, BYTES.subarray(0, 5));
    await expect(store.put(products, BYTES.subarray(5, 20))).rejects.toThrow(FileExists);
    expect((await bytesOf(await store.get(products))).equals(BYTES.subarray(0, 5))).toBe(true);
  });

  it('deletes a file (and a file already gone is no error); a missing file is null', async () => {
    const store = open();
    const { news } = keys();
    await store.put(news, BYTES);
    await store.delete(news);
    expect(await store.get(news)).toBeNull();
    expect(await store.get(news, () => ({ start: 0, end: 1 }))).toBeNull();
    await store.delete(news);
  });

  it('keeps nothing of an upload that broke off', async () => {
    const store = open();
    const { products } = keys();
    const broken = new Readable({
      read() {
        this.push(BYTES.subarray(0, 1500));
        this.destroy(new Error('upload broke off'));
      },
    });
    await expect(store.put(products, broken)).rejects.toThrow(/upload broke off/);
    expect(await store.get(products)).toBeNull();
    // and the name is free again
    expect(await store.put(products, BYTES.subarray(0, 3))).toBe(3);
  });

  it('lists a namespace in key order with when each file was stored, not another', async () => {
    const store = open();
    const before = Date.now() - 60_000;
    const mine = [keys(), keys(), keys()];
    for (const k of mine) {
      await store.put(k.news, BYTES.subarray(0, 5));
      await store.put(k.products, BYTES.subarray(0, 5));
    }
    const listed: { key: string; storedAt: Date }[] = [];
    for await (const file of store.list('news')) listed.push(file);
    const listedKeys = listed.map((f) => f.key);
    expect(listedKeys.every((key) => key.startsWith('news/'))).toBe(true);
    expect(listedKeys).toEqual([...listedKeys].sort());
    expect(listedKeys).toEqual(expect.arrayContaining(mine.map((k) => k.news)));
    for (const file of listed.filter((f) => mine.some((k) => k.news === f.key))) {
      expect(file.storedAt.getTime()).toBeGreaterThan(before);
      expect(file.storedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    const gone = mine[0]!.news;
    await store.delete(gone);
    const after: string[] = [];
    for await (const file of store.list('news')) after.push(file.key);
    expect(after).not.toContain(gone);
    expect(after.length).toBe(listed.length - 1);
  });

  it('refuses every key the server would not make', async () => {
    const store = open();
    const { library } = keys();
    const bad = [
      '../x.png',
      '/etc/passwd',
      'news/../../etc/passwd',
      `news/${'a'.repeat(32)}.svg`,
      `news/${'A'.repeat(32)}.png`,
      `other/${'a'.repeat(32)}.png`,
      'library/US/x.pdf',
      'library/../US/x.pdf',
      library.replace('library/', ''),
      `${library}/..`,
    ];
    for (const key of bad) {
      await expect(store.put(key, BYTES), key).rejects.toThrow(/not a file store key/);
      await expect(store.get(key), key).rejects.toThrow(/not a file store key/);
      await expect(store.delete(key), key).rejects.toThrow(/not a file store key/);
    }
  });
});

describe('the PostgreSQL file store', () => {
  const chunksOf = (key: string) =>
    t.db
      .selectFrom('stored_file_chunk')
      .select(['seq', sql<number>`length(bytes)`.as('length')])
      .where('key', '=', key)
      .orderBy('seq')
      .execute();

  it('keeps a file in chunks and reads a range from its own chunks only', async () => {
    const store = postgresFileStore(t.db, { chunkBytes: CHUNK });
    const { library } = keys();
    await store.put(library, streamOf(BYTES), 'video/mp4');
    expect(await chunksOf(library)).toEqual([
      { seq: 0, length: 1000 },
      { seq: 1, length: 1000 },
      { seq: 2, length: 1000 },
      { seq: 3, length: 500 },
    ]);
    // with its first chunks gone, a range in the last ones still reads: it never asked for them
    await t.db
      .deleteFrom('stored_file_chunk')
      .where('key', '=', library)
      .where('seq', '<', 2)
      .execute();
    const part = await store.get(library, () => ({ start: 2500, end: 3499 }));
    expect((await bytesOf(part)).equals(BYTES.subarray(2500))).toBe(true);
    await expect(bytesOf(await store.get(library))).rejects.toThrow(/lost its chunk 0/);
  });

  it('deletes the chunks with the file', async () => {
    const store = postgresFileStore(t.db, { chunkBytes: CHUNK });
    const { news } = keys();
    await store.put(news, BYTES);
    expect((await chunksOf(news)).length).toBe(4);
    await store.delete(news);
    expect(await chunksOf(news)).toEqual([]);
  });
});
