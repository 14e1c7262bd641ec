import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIBRARY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { seedLibrary } from '../../src/seed/library.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ FILE_STORE: 'disk' });
  await createCompany(t.db, { code: 'US' });
  dir = mkdtempSync(path.join(tmpdir(), 'library-ops-'));
});
afterAll(() => t.close());

const run = opsRunner(() => t, { operator: 'carol' });

const stored = () => readdirSync(path.join(t.deps.config.dataDir, 'library', 'US'));
const audits = () => t.db.selectFrom('library_audit').selectAll().orderBy('id').execute();

describe('library:add and library:remove', () => {
  it('adds a PDF (stored under DATA_DIR/library, audited) a member can download, then removes it', async () => {
    const file = path.join(dir, 'price list.pdf');
    writeFileSync(file, '%PDF-1.4\n%%EOF\n');
    const added = await run(
      'library:add',
      file,
      '--company',
      'us',
      '--lang',
      'en',
      '--category',
      'product',
      '--title',
      'Price list',
      '--description',
      'Prices for the year',
    );
    expect(added.code).toBe(0);
    const id = Number(/document (\d+) added/.exec(added.out)![1]);
    expect(stored()).toHaveLength(1);

    const m = await createMember(t.db, { company_code: 'US' });
    const { token } = await openSession(t.deps, m.id, false, { ip: null, userAgent: null });
    const res = await call(t, 'GET', LIBRARY_PATHS.download.replace(':id', String(id)), { token });
    expect(res.headers['content-disposition']).toContain('filename="price list.pdf"');

    expect((await run('library:remove', String(id))).code).toBe(0);
    expect(stored()).toHaveLength(0);
    expect((await run('library:remove', String(id))).code).toBe(1);
    expect((await audits()).map((a) => [a.command, a.operator, a.target])).toEqual([
      ['library:add', 'carol', `library_document:${id}`],
      ['library:remove', 'carol', `library_document:${id}`],
    ]);
  });

  it('adds a video link and refuses bad input without storing anything', async () => {
    const video = await run(
      'library:add',
      '--video-url',
      'https://video.example/intro',
      '--company',
      'US',
      '--lang',
      'ms',
      '--category',
      'training',
      '--title',
      'Intro',
    );
    expect(video.code).toBe(0);
    const fake = path.join(dir, 'fake.pdf');
    writeFileSync(fake, 'not a pdf');
    const exe = path.join(dir, 'tool.exe');
    writeFileSync(exe, 'MZ');
    const flags = ['--company', 'US', '--lang', 'en', '--category', 'tools', '--title', 'T'];
    // the good flags with one value changed, so that each refusal below has a single cause
    const flagsWith = (flag: string, value: string) =>
      flags.map((f, i) => (flags[i - 1] === flag ? value : f));
    const refusals = [
      await run('library:add', fake, ...flags),
      await run('library:add', exe, ...flags),
      await run('library:add', path.join(dir, 'missing.pdf'), ...flags),
      await run('library:add', fake, ...flags.slice(0, 6)),
      await run('library:add', '--video-url', 'javascript:alert(1)', ...flags),
      await run('library:add', '--video-url', 'http://plain.example/v', ...flags),
      await run('library:add', exe, ...flagsWith('--company', 'XX')),
      await run('library:add', exe, ...flagsWith('--lang', 'fr')),
      await run('library:add', exe, ...flagsWith('--category', 'nope')),
      await run('library:remove', '../1'),
      await run('library:add', 'relative/guide.pdf', ...flags),
    ];
    expect(refusals.map((r) => r.code)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(refusals.at(-1)!.out).toContain('absolute path');
    expect(refusals[0]!.out).toContain('is not a PDF');
    expect(stored()).toHaveLength(0);
  });

  it('a directory path in the file name never reaches the stored name or the store', async () => {
    const sub = path.join(dir, 'a', 'b');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, 'guide.pdf'), '%PDF-1.7\n');
    const tricky = path.join(dir, 'a', 'b', '..', '..', 'a', 'b', 'guide.pdf');
    const added = await run(
      'library:add',
      tricky,
      '--company',
      'US',
      '--lang',
      'en',
      '--category',
      'tools',
      '--title',
      'Guide',
    );
    expect(added.out).toContain('(guide.pdf)');
    const [row] = await t.db
      .selectFrom('library_document')
      .selectAll()
      .where('title', '=', 'Guide')
      .execute();
    expect(row!.storage_key).toMatch(/^US\/[0-9a-f-]{36}\.pdf$/);
  });

  it('seeds real PDFs once per company, every document in English and its own language', async () => {
    await createCompany(t.db, { code: 'MY', character_coding: 'ms_MY' });
    await createCompany(t.db, { code: 'HJ', character_coding: 'zh_CN' });
    // US has a document already; MY and HJ get four PDFs and the welcome video in two languages
    expect(await seedLibrary(t.deps)).toBe(20);
    expect(await seedLibrary(t.deps)).toBe(0);
    const rows = await t.db
      .selectFrom('library_document')
      .select(['company_code', 'lang', 'kind', 'size_bytes', 'title', 'description'])
      .where('company_code', 'in', ['MY', 'HJ'])
      .execute();
    const of = (company: string, lang: string) =>
      rows.filter((r) => r.company_code === company && r.lang === lang);
    for (const [company, lang] of [
      ['MY', 'en'],
      ['MY', 'ms'],
      ['HJ', 'en'],
      ['HJ', 'zh-CN'],
    ] as const) {
      const docs = of(company, lang);
      expect(
        docs.filter((r) => r.kind === 'pdf'),
        `${company} ${lang}`,
      ).toHaveLength(4);
      expect(docs.filter((r) => r.kind === 'video')).toHaveLength(1);
    }
    expect(rows.filter((r) => r.kind === 'pdf').every((r) => Number(r.size_bytes) > 500)).toBe(
      true,
    );
    // written for members in their language: no English left in the Malay library
    expect(of('MY', 'ms').map((r) => r.title)).toContain('Panduan produk');
    expect(of('HJ', 'zh-CN').map((r) => r.title)).toContain('欢迎导览（视频）');
    expect(rows.some((r) => /seek it|plays in the page/i.test(r.description))).toBe(false);
  });
});
