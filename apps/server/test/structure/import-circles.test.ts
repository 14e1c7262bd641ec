import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCircle, importCircles, importGraph, layerBreaches } from './import-graph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'apps/console/src',
  'packages/contract/src',
].map((dir) => path.join(ROOT, dir));
const MODULES = path.join(ROOT, 'apps/server/src/modules');
const FLOWS = path.join(ROOT, 'apps/server/src/flows');

const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

/** Writes the files (path → source) under a fresh folder of the temp dir; returns the folder. */
function plant(name: string, files: Record<string, string>): string {
  const dir = path.join(planted, name);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe('the import graph walker', () => {
  it('finds a circle through a type-only import, a re-export and a folder index', () => {
    const dir = plant('circle', {
      'a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
      'b.ts': "export { c as B } from './parts';\n",
      'parts/index.ts': "export { c } from './c.js';\n",
      'parts/c.tsx': "import { type A } from '../a.js';\nexport const c = 1 as unknown as A;\n",
      'free.ts': "import { c } from './parts/c.js';\nexport const free = c;\n",
    });
    const circles = importCircles(importGraph([dir])).map((c) => describeCircle(c, dir));
    expect(circles).toEqual([
      ['a.ts', 'b.ts', 'parts/index.ts', 'parts/c.tsx', 'a.ts'].join('\n  → '),
    ]);
  });

  it('finds nothing where imports only go one way', () => {
    const dir = plant('acyclic', {
      'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'b.ts': "import { x } from 'zod';\nexport const b = x;\n",
    });
    expect(importCircles(importGraph([dir]))).toEqual([]);
  });

  it('finds a module file importing a flow', () => {
    const dir = plant('layers', {
      'modules/order/order.routes.ts':
        "import { saveOrder } from '../../flows/checkout.flow.js';\n",
      'flows/checkout.flow.ts':
        "export { placeOrder as saveOrder } from '../modules/order/index.js';\n",
      'modules/order/index.ts': 'export const placeOrder = 1;\n',
    });
    const breaches = layerBreaches(
      importGraph([dir]),
      path.join(dir, 'modules'),
      path.join(dir, 'flows'),
    );
    expect(breaches.map((b) => path.relative(dir, b.file))).toEqual([
      'modules/order/order.routes.ts',
    ]);
  });
});

describe('the source files of server, web and contract', () => {
  const graph = importGraph(SOURCES);

  it('form no import circle, type-only imports and re-exports included', () => {
    expect(graph.size).toBeGreaterThan(500);
    const circles = importCircles(graph).map((circle) => describeCircle(circle, ROOT));
    expect(circles, `import circles:\n${circles.join('\n\n')}`).toEqual([]);
  });

  it('keep the layers one way: no file under src/modules imports src/flows', () => {
    // the list of descriptors (src/app-modules) sits above both and is no module
    const breaches = layerBreaches(graph, MODULES, FLOWS).map(
      (b) => `${path.relative(ROOT, b.file)} → ${path.relative(ROOT, b.imports)}`,
    );
    expect(breaches).toEqual([]);
  });
});
