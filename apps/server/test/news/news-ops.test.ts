import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let dir = '';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ops = opsRunner(() => t);

function file(name: string, content: string | Buffer) {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
}

const audits = (command: string) =>
  t.db.selectFrom('content_audit').selectAll().where('command', '=', command).execute();

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY' });
  dir = mkdtempSync(path.join(tmpdir(), 'news-ops-'));
});
afterAll(() => t.close());

describe('news:publish', () => {
  it('turns markdown into sanitized HTML, stores the picture and audits', async () => {
    const md = file(
      'n.md',
      '# Big launch\n\nHello **world** [site](https://x.example)\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n',
    );
    const img = file('p.png', PNG);
    const args = ['--company', 'US', '--lang', 'en', '--from', '2026-01-01', '--to', '2030-01-01'];
    const { code, out } = await ops('news:publish', md, ...args, '--pinned', '--image', img);
    expect(code, out).toBe(0);
    const row = await t.db.selectFrom('news_item').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Big launch', pinned: true, company_code: 'US' });
    expect(row.html).toContain('<strong>world</strong>');
    expect(row.html).toContain('rel="noopener noreferrer"');
    expect(row.html).not.toMatch(/script|onerror/);
    expect(row.image_name).toMatch(/^[a-f0-9]{32}\.png$/);
    const audit = await audits('news:publish');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator: 'tester', target: `news_item:${row.id}` });
  });

  it('refuses bad input without writing', async () => {
    const md = file('ok.md', '# T\n\nbody');
    const cases: string[][] = [
      [md, '--company', 'XX', '--lang', 'en', '--from', '2026-01-01'],
      [md, '--company', 'US', '--lang', 'fr', '--from', '2026-01-01'],
      [md, '--company', 'US', '--lang', 'en', '--from', 'soon'],
      [md, '--company', 'US', '--lang', 'en', '--from', '2026-02-01', '--to', '2026-01-01'],
      [file('untitled.md', 'no title'), '--company', 'US', '--lang', 'en', '--from', '2026-01-01'],
      [md, '--company', 'US', '--lang', 'en', '--from', '2026-01-01', '--image', md],
      [path.join(dir, 'missing.md'), '--company', 'US', '--lang', 'en', '--from', '2026-01-01'],
    ];
    for (const args of cases) {
      const { code } = await ops('news:publish', ...args);
      expect(code, args.join(' ')).toBe(2);
    }
    expect((await ops('news:publish', md)).code).toBe(2);
    expect(await t.db.selectFrom('news_item').select('id').execute()).toHaveLength(1);
  });
});

describe('carousel:set', () => {
  it('replaces the company’s slides, in file order, and audits', async () => {
    const slides = file(
      's.json',
      JSON.stringify([
        { title: 'Spring', imageUrl: '/carousel/US-1.svg', linkUrl: '/shopping/ShoppingMall' },
        { title: 'Market', imageUrl: 'https://cdn.example/m.png', platform: 'wpm' },
        { title: 'Summer', imageUrl: '/carousel/US-2.svg' },
      ]),
    );
    const before = await t.db
      .selectFrom('carousel_item')
      .select('id')
      .where('company_code', '=', 'MY')
      .execute();
    const { code, out } = await ops('carousel:set', slides, '--company', 'US');
    expect(code, out).toBe(0);
    const rows = await t.db
      .selectFrom('carousel_item')
      .select(['title', 'platform', 'sort'])
      .where('company_code', '=', 'US')
      .orderBy('sort')
      .execute();
    expect(rows).toEqual([
      { title: 'Spring', platform: 'bzz', sort: 0 },
      { title: 'Market', platform: 'wpm', sort: 1 },
      { title: 'Summer', platform: 'bzz', sort: 2 },
    ]);
    const other = await t.db
      .selectFrom('carousel_item')
      .select('id')
      .where('company_code', '=', 'MY')
      .execute();
    expect(other).toEqual(before);
    expect(await audits('carousel:set')).toHaveLength(1);
  });

  it('refuses a bad file and keeps the slides', async () => {
    const bad = [
      file('bad1.json', '{not json'),
      file('bad2.json', JSON.stringify([{ title: 'x', imageUrl: 'javascript:alert(1)' }])),
      file('bad3.json', JSON.stringify({ title: 'not a list' })),
    ];
    for (const f of bad) expect((await ops('carousel:set', f, '--company', 'US')).code, f).toBe(2);
    const ok = file('ok.json', '[]');
    expect((await ops('carousel:set', ok, '--company', 'ZZ')).code).toBe(2);
    expect((await ops('carousel:set', ok)).code).toBe(2);
    const rows = await t.db
      .selectFrom('carousel_item')
      .select('id')
      .where('company_code', '=', 'US')
      .execute();
    expect(rows).toHaveLength(3);
  });
});
