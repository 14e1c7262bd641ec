import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes src/db/migrations/index.ts, the list of every migration the Migrator runs, from the
 * files of that folder (`npm run db:migration-index`). The server is bundled into one file by
 * esbuild (scripts/build.mjs), so it cannot read the folder when it runs: the list is code,
 * generated here and checked against the folder by test/db/migration-index.test.ts (which also
 * refuses a number used twice or a new gap).
 */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations',
);
export const INDEX_FILE = path.join(MIGRATIONS_DIR, 'index.ts');

/** A migration file: four digits, a dash, a kebab-case name. */
const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.ts$/;

/** The migrations' names (the file name without `.ts`: what the Migrator stores), by number. */
export function migrationNames(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The index's source for these names, formatted as prettier would (the format check passes). */
export function migrationIndexSource(names = migrationNames()) {
  const id = (name) => `m${name.slice(0, 4)}`;
  return [
    '// Generated from the files of this folder by apps/server/scripts/generate-migration-index.mjs',
    '// (npm run db:migration-index): do not edit. Add a migration with the next number, then run it.',
    "import type { Migration } from 'kysely';",
    ...names.map((name) => `import * as ${id(name)} from './${name}.js';`),
    '',
    '/**',
    ' * Every migration under the name the Migrator stores (its file name without `.ts`), in',
    ' * number order. A name once applied never changes: databases remember it.',
    ' */',
    'export const MIGRATIONS: Record<string, Migration> = {',
    ...names.map((name) => `  '${name}': ${id(name)},`),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(INDEX_FILE, migrationIndexSource());
  console.log(`${path.relative(process.cwd(), INDEX_FILE)}: ${migrationNames().length} migrations`);
}
