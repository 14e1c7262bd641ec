// Size budgets of the built web app, counted as the server sends it: the precompressed .br
// file when the build wrote one (every browser the portal supports accepts br), else the file
// itself. The .gz size (older proxies strip br) is reported beside it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;
export const BUDGET = { firstScreensKb: 250, routeChunkKb: 100 };
/** Lazy modules of the first screens: the login page, the member frame, the dashboard. */
export const FIRST_SCREEN_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/app/layout/shell-layout.tsx',
  'src/features/dashboard/system-index-page.tsx',
];

function sizeOf(file) {
  return existsSync(file) ? statSync(file).size : undefined;
}

/** Bytes on the wire of one built file, in KB: as br, as gzip, and uncompressed. */
export function wireKb(dist, file) {
  const full = path.join(dist, file);
  const raw = statSync(full).size;
  return {
    br: (sizeOf(`${full}.br`) ?? raw) / KB,
    gz: (sizeOf(`${full}.gz`) ?? raw) / KB,
    raw: raw / KB,
  };
}

/**
 * The manifest key of a lazy module's chunk: its source path, or, when Vite keys the chunk by
 * its file name instead (a chunk that also holds modules shared with others), its name.
 */
function chunkKey(manifest, src) {
  if (manifest[src]) return src;
  const name = path.basename(src).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && (manifest[key].src ?? manifest[key].name) === name,
  );
}

/** A chunk and every chunk it imports statically: what must load before it runs. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** Measures the first screens and each other route chunk against `budget`. */
export function measureBudgets(dist, budget = BUDGET, firstPages = FIRST_SCREEN_PAGES) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest: run `vite build` first');
  const pageKeys = firstPages.map((page) => {
    const key = chunkKey(manifest, page);
    if (!key) throw new Error(`${page} is not a chunk of the build`);
    return key;
  });
  const firstKeys = new Set();
  for (const key of [entryKey, ...pageKeys]) staticClosure(manifest, key, firstKeys);
  // the scripts and the style sheets the browser must fetch before the first screens render
  const files = [...firstKeys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const first = files.map((file) => ({ file, ...wireKb(dist, file) }));
  const total = (enc) => first.reduce((sum, f) => sum + f[enc], 0);
  const firstScreens = { files: first, br: total('br'), gz: total('gz'), raw: total('raw') };
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !pageKeys.includes(key))
    .map(([key, chunk]) => ({ key, ...wireKb(dist, chunk.file) }));

  const failures = [];
  if (firstScreens.br > budget.firstScreensKb) {
    failures.push(`first screens: ${firstScreens.br.toFixed(1)} KB > ${budget.firstScreensKb} KB`);
  }
  for (const route of routes) {
    if (route.br > budget.routeChunkKb) {
      failures.push(`${route.key}: ${route.br.toFixed(1)} KB > ${budget.routeChunkKb} KB`);
    }
  }
  return { firstScreens, routes, failures };
}
