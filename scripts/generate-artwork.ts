/**
 * Writes the demo's product and carousel pictures into apps/web/public, from
 * apps/server/src/seed/artwork (deterministic: the same catalogue gives the same files).
 * Run after changing the catalogue or the carousel: `npx tsx scripts/generate-artwork.ts`.
 *
 * Why committed files and not pictures made at seed time: /products and /carousel are served
 * from the web build (apps/web/public is copied into it), which the seed neither owns nor runs
 * before; the seed writes only to the database, also where no web build exists (tests).
 * Vector pictures need no sizes: one SVG of about 2 KB is sharp at 160, 320 and 640 pixels.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artworkFiles } from '../apps/server/src/seed/artwork/index.js';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');

const files = artworkFiles();
for (const file of files) {
  const target = path.join(PUBLIC, file.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file.svg);
}
console.log(`wrote ${files.length} pictures under ${PUBLIC}`);
