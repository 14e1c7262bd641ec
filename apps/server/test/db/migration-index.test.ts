import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/db/migrations/index.js';

const SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/generate-migration-index.mjs',
);
const generator = (await import(pathToFileURL(SCRIPT).href)) as {
  MIGRATIONS_DIR: string;
  INDEX_FILE: string;
  migrationNames(): string[];
  migrationIndexSource(names?: string[]): string;
};

/**
 * Numbers that never held a migration. They stay missing: a migration's name is stored by every
 * database that applied it, so the later ones cannot be renumbered to close the gap.
 */
const HISTORICAL_GAPS = [4, 6, 21, 33];

const numberOf = (name: string) => Number(name.slice(0, 4));

describe('the migration index (src/db/migrations/index.ts)', () => {
  it('is the one the generator writes from the folder (node apps/server/scripts/generate-migration-index.mjs)', () => {
    expect(readFileSync(generator.INDEX_FILE, 'utf8')).toBe(generator.migrationIndexSource());
    expect(Object.keys(MIGRATIONS)).toEqual(generator.migrationNames());
    for (const migration of Object.values(MIGRATIONS)) expect(migration.up).toBeTypeOf('function');
  });

  it('leaves no file of the folder out: each is NNNN-name.ts', () => {
    const files = readdirSync(generator.MIGRATIONS_DIR).filter((file) => file !== 'index.ts');
    expect(files.map((file) => file.replace(/\.ts$/, ''))).toEqual(generator.migrationNames());
  });

  it('gives each number once, and opens no gap besides the historical ones', () => {
    const numbers = generator.migrationNames().map(numberOf);
    expect(new Set(numbers).size, 'a migration number is used twice').toBe(numbers.length);
    const last = Math.max(...numbers);
    const missing = Array.from({ length: last }, (_, i) => i + 1).filter(
      (n) => !numbers.includes(n),
    );
    expect(missing, 'a migration number was skipped: use the next one').toEqual(HISTORICAL_GAPS);
  });
});
