import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, NEWS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFileStore, postgresFileStore } from '../../src/lib/file-store/index.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const NAME = `${'ab'.repeat(16)}.png`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const LIBRARY = 'library/US/0b6f2a57-5d6e-4c1b-9a43-1f0e7f3d2c11.pdf';

let t: TestApp;
let oldDir: string;

beforeAll(async () => {
  t = await createTestApp({ FILE_STORE: 'postgres' });
  oldDir = mkdtempSync(path.join(tmpdir(), 'old-data-'));
  // what a server on its own disk kept, and a file it never wrote
  const disk = diskFileStore(t.deps.config.dataDir);
  await disk.put(`news/${NAME}`, PNG);
  await disk.put(LIBRARY, PDF);
  await diskFileStore(oldDir).put(`products/${NAME}`, PNG);
  writeFileSync(path.join(t.deps.config.dataDir, 'news', 'notes.txt'), 'not a picture');
});
afterAll(async () => {
  await t.close();
  rmSync(oldDir, { recursive: true, force: true });
});

const run = opsRunner(() => t, { operator: 'dora' });
const bytesIn = async (key: string) => {
  const file = await postgresFileStore(t.db).get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe('files:copy-to-store', () => {
  it('copies the disk’s files into PostgreSQL, which then serves them; again, it copies none', async () => {
    const first = await run('files:copy-to-store');
    expect(first.code, first.out).toBe(0);
    expect(first.lines).toContain('skipped news/notes.txt: not a file the portal stored');
    expect(first.out).toMatch(
      /copied 2 file\(s\) to the postgres store .*; 0 already there, 1 skipped/,
    );
    expect((await bytesIn(`news/${NAME}`))?.equals(PNG)).toBe(true);
    expect((await bytesIn(LIBRARY))?.equals(PDF)).toBe(true);
    const image = await t.app.inject({
      url: `${API_BASE_PATH}${NEWS_PATHS.image.replace(':name', NAME)}`,
    });
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const again = await run('files:copy-to-store');
    expect(again.out).toMatch(/copied 0 file\(s\).*; 2 already there, 1 skipped/);
    const audits = await t.db
      .selectFrom('audit_entry')
      .select(['operator', 'outcome'])
      .where('action', '=', 'files:copy-to-store')
      .execute();
    expect(audits).toEqual([
      { operator: 'dora', outcome: 'ok' },
      { operator: 'dora', outcome: 'ok' },
    ]);
  });

  it('copies from another DATA_DIR given with --from', async () => {
    const res = await run('files:copy-to-store', '--from', oldDir);
    expect(res.out).toMatch(/copied 1 file\(s\)/);
    expect((await bytesIn(`products/${NAME}`))?.equals(PNG)).toBe(true);
  });

  it('refuses to copy the disk store onto itself', async () => {
    const onDisk = { ...t, deps: { ...t.deps, config: { ...t.deps.config, fileStore: 'disk' } } };
    const res = await opsRunner(() => onDisk as TestApp)('files:copy-to-store');
    expect(res.code).toBe(2);
    expect(res.out).toContain('nothing to copy');
  });
});
