// Size budgets of the built web app, counted as the server sends it: the precompressed .br
// file when the build wrote one (every browser the portal supports accepts br), else the file
// itself. The .gz size (older proxies strip br) is reported beside it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;
/**
 * First screens: what a phone loads from the login page to the dashboard, scripts and styles.
 * `npm run bench:web` measured that visit at 229.8 KB on the wire (goal 250 KB) with 210.7 KB
 * of it these files; the other ~19 KB are index.html, the API answers, the carousel picture
 * and ~0.6 KB of headers per request. The dashboard's figure tiles (the frame and skeletons that
 * reserve their space; their drawing code and the charts load after) added 4.7 KB: held under
 * 228 KB, the visit stays under ~248 KB.
 * Login page: the scripts and styles its first paint (LCP) waits for.
 */
export const BUDGET = { firstScreensKb: 228, loginPageKb: 130, routeChunkKb: 100 };
/** Lazy modules of the first screens: the login page, the member frame (phone), the dashboard. */
export const FIRST_SCREEN_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/app/layout/shell-layout.tsx',
  'src/app/layout/menu/mobile-drawer.tsx',
  'src/features/dashboard/system-index-page.tsx',
];
/** The lazy module the login page's first paint waits for, beside the entry. */
export const LOGIN_PAGES = ['src/features/auth/login-page.tsx'];

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
function chunkKey(manifest, src, chunkModules = {}) {
  if (manifest[src]) return src;
  const name = path.basename(src).replace(/\.[jt]sx?$/, '');
  const byName = Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && (manifest[key].src ?? manifest[key].name) === name,
  );
  if (byName) return byName;
  // merged into another chunk under the size floor: the chunk file that holds the module
  const file = Object.keys(chunkModules).find((f) => chunkModules[f].includes(src));
  return file && Object.keys(manifest).find((key) => manifest[key].file === file);
}

/** The source modules of each chunk file, written by the build (vite.config.ts), if any. */
function readChunkModules(dist) {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** A chunk and every chunk it imports statically: what must load before it runs. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The entry and `pages` with every chunk they import statically, as the server sends them. */
function wireOf(dist, manifest, entryKey, pageKeys) {
  const keys = new Set();
  for (const key of [entryKey, ...pageKeys]) staticClosure(manifest, key, keys);
  // the scripts and the style sheets the browser must fetch before the screens render
  const files = [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const sent = [...new Set(files)].map((file) => ({ file, ...wireKb(dist, file) }));
  const total = (enc) => sent.reduce((sum, f) => sum + f[enc], 0);
  return { files: sent, br: total('br'), gz: total('gz'), raw: total('raw') };
}

/** Measures the first screens, the login page and each other route chunk against `budget`. */
export function measureBudgets(
  dist,
  budget = BUDGET,
  firstPages = FIRST_SCREEN_PAGES,
  loginPages = LOGIN_PAGES,
) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest: run `vite build` first');
  const chunkModules = readChunkModules(dist);
  const keyOf = (page) => {
    const key = chunkKey(manifest, page, chunkModules);
    if (!key) throw new Error(`${page} is not a chunk of the build`);
    return key;
  };
  const pageKeys = firstPages.map(keyOf);
  const firstScreens = wireOf(dist, manifest, entryKey, pageKeys);
  const loginPage = wireOf(dist, manifest, entryKey, loginPages.map(keyOf));
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !pageKeys.includes(key))
    .map(([key, chunk]) => ({ key, ...wireKb(dist, chunk.file) }));

  const failures = [];
  if (firstScreens.br > budget.firstScreensKb) {
    failures.push(`first screens: ${firstScreens.br.toFixed(1)} KB > ${budget.firstScreensKb} KB`);
  }
  if (loginPage.br > budget.loginPageKb) {
    failures.push(`login page: ${loginPage.br.toFixed(1)} KB > ${budget.loginPageKb} KB`);
  }
  for (const route of routes) {
    if (route.br > budget.routeChunkKb) {
      failures.push(`${route.key}: ${route.br.toFixed(1)} KB > ${budget.routeChunkKb} KB`);
    }
  }
  return { firstScreens, loginPage, routes, failures };
}
