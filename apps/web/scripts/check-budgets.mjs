// Size budgets of the built web app (run after `vite build`). Fails when the JavaScript the
// login page and the dashboard frame need exceeds 250 KB gzipped, or when any other route's
// own chunk exceeds 100 KB gzipped. Reads Vite's build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET = { firstScreensKb: 250, routeChunkKb: 100 };
/** Lazy pages that belong to the first screens: the login page and the dashboard landing. */
const FIRST_SCREEN_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/features/dashboard/system-index-page.tsx',
];

const dist =
  process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzCache = new Map();

function gzipKb(file) {
  if (!gzCache.has(file)) {
    gzCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length / KB);
  }
  return gzCache.get(file);
}

/** A chunk and every chunk it imports statically: what must load before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the build manifest: run `vite build` first');
for (const page of FIRST_SCREEN_PAGES) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
}

const firstScreens = new Set();
for (const key of [entryKey, ...FIRST_SCREEN_PAGES]) staticClosure(key, firstScreens);
const firstFiles = [...firstScreens]
  .map((key) => manifest[key].file)
  .filter((f) => f.endsWith('.js'));
const firstKb = firstFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const failures = [];
console.log('First screens (login page + dashboard frame), gzipped:');
for (const file of firstFiles.sort((a, b) => gzipKb(b) - gzipKb(a))) {
  console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`  ${firstKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET.firstScreensKb} KB)`);
if (firstKb > BUDGET.firstScreensKb) {
  failures.push(`first screens: ${firstKb.toFixed(1)} KB > ${BUDGET.firstScreensKb} KB`);
}

console.log('\nRoute chunks (each page module on its own), gzipped:');
const routes = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && !FIRST_SCREEN_PAGES.includes(key),
);
for (const [key, chunk] of routes.sort(([a], [b]) => a.localeCompare(b))) {
  const kb = gzipKb(chunk.file);
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${key}`);
  if (kb > BUDGET.routeChunkKb)
    failures.push(`${key}: ${kb.toFixed(1)} KB > ${BUDGET.routeChunkKb} KB`);
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll size budgets hold.');
