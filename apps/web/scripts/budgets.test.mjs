import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBudgets } from './budgets.mjs';
import { precompressDir } from './precompress.mjs';

const KB = 1024;
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
    const { firstScreens } = measureBudgets(dist, { firstScreensKb: 250, routeChunkKb: 100 }, [
      'src/login.tsx',
    ]);
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
    const budget = { firstScreensKb: 10, routeChunkKb: 1 };
    const before = measureBudgets(dist, budget, ['src/login.tsx']);
    expect(before.failures).toHaveLength(2);
    precompressDir(dist);
    const after = measureBudgets(dist, budget, ['src/login.tsx']);
    expect(after.failures).toEqual([]);
  });

  it('fails a build whose compressed first screens exceed the budget', () => {
    fixtureBuild();
    precompressDir(dist);
    const { failures } = measureBudgets(dist, { firstScreensKb: 0.1, routeChunkKb: 100 }, [
      'src/login.tsx',
    ]);
    expect(failures).toEqual([expect.stringMatching(/^first screens: .* > 0.1 KB$/)]);
  });
});
