import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBudgets } from './budgets.mjs';
import { precompressDir } from './precompress.mjs';

const KB = 1024;
const LOGIN = ['src/login.tsx'];
let dist;

/** A tiny build: an entry importing a vendor chunk, a login page and one other route. */
function fixtureBuild() {
  dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  // repetitive text: it compresses well, like real bundles do
  const js = (n) => `export const x = [${'"some repeated source text", '.repeat(n)}];\n`;
  const files = {
    'assets/index-a.js': js(2000),
    'assets/vendor-b.js': js(1500),
    'assets/index-c.css': `.a { color: red; }\n`.repeat(300),
    'assets/login-page-d.js': js(20),
    'assets/other-page-e.js': js(50),
    'assets/tiny-f.js': 'export {};\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  const manifest = {
    'src/main.tsx': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_vendor'],
      css: ['assets/index-c.css'],
    },
    _vendor: { file: 'assets/vendor-b.js' },
    'src/login.tsx': { file: 'assets/login-page-d.js', isDynamicEntry: true, imports: ['_tiny'] },
    _tiny: { file: 'assets/tiny-f.js' },
    'src/other.tsx': { file: 'assets/other-page-e.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return files;
}

const size = (file) => statSync(path.join(dist, file)).size;

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('size budgets', () => {
  it('count the precompressed .br file the server sends, and report gzip beside it', () => {
    fixtureBuild();
    precompressDir(dist);
    const budget = { firstScreensKb: 250, loginPageKb: 250, routeChunkKb: 100 };
    const { firstScreens } = measureBudgets(dist, budget, LOGIN, LOGIN);
    const sent = ['assets/index-a.js', 'assets/vendor-b.js', 'assets/index-c.css'];
    const brBytes = sent.reduce((sum, f) => sum + size(`${f}.br`), 0);
    const gzBytes = sent.reduce((sum, f) => sum + size(`${f}.gz`), 0);
    // below the precompression threshold a file is sent as it is
    const plain = size('assets/login-page-d.js') + size('assets/tiny-f.js');
    expect(firstScreens.files.map((f) => f.file).sort()).toEqual(
      [...sent, 'assets/login-page-d.js', 'assets/tiny-f.js'].sort(),
    );
    expect(firstScreens.br * KB).toBeCloseTo(brBytes + plain, 6);
    expect(firstScreens.gz * KB).toBeCloseTo(gzBytes + plain, 6);
    expect(firstScreens.br).toBeLessThan(firstScreens.raw / 10);
  });

  it('holds a build whose raw size is over budget but whose wire size is not', () => {
    fixtureBuild();
    const budget = { firstScreensKb: 10, loginPageKb: 10, routeChunkKb: 1 };
    const before = measureBudgets(dist, budget, LOGIN, LOGIN);
    expect(before.failures).toHaveLength(3);
    precompressDir(dist);
    const after = measureBudgets(dist, budget, LOGIN, LOGIN);
    expect(after.failures).toEqual([]);
  });

  it('counts the login page alone beside the first screens, and fails it over its budget', () => {
    fixtureBuild();
    precompressDir(dist);
    const pages = ['src/login.tsx', 'src/other.tsx'];
    const budget = { firstScreensKb: 250, loginPageKb: 0.1, routeChunkKb: 100 };
    const { firstScreens, loginPage, failures } = measureBudgets(dist, budget, pages, [
      'src/login.tsx',
    ]);
    expect(loginPage.files.map((f) => f.file)).not.toContain('assets/other-page-e.js');
    expect(firstScreens.files.map((f) => f.file)).toContain('assets/other-page-e.js');
    expect(loginPage.br).toBeLessThan(firstScreens.br);
    expect(failures).toEqual([expect.stringMatching(/^login page: .* > 0.1 KB$/)]);
  });

  it('fails a build whose compressed first screens exceed the budget', () => {
    fixtureBuild();
    precompressDir(dist);
    const budget = { firstScreensKb: 0.1, loginPageKb: 250, routeChunkKb: 100 };
    const { failures } = measureBudgets(dist, budget, LOGIN, LOGIN);
    expect(failures).toEqual([expect.stringMatching(/^first screens: .* > 0.1 KB$/)]);
  });
});
