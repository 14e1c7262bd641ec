import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR, LOCALES } from '../src/index.js';

const DIR = path.resolve(import.meta.dirname, '../locales');
const load = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(DIR, locale, ns), 'utf8')) as Record<string, string>;
const namespaces = readdirSync(path.join(DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('shipped translations', () => {
  it('every locale has every namespace of en', () => {
    for (const locale of LOCALES) {
      expect(readdirSync(path.join(DIR, locale)).sort(), locale).toEqual(
        expect.arrayContaining(namespaces),
      );
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: every key of en exists, non-empty, in every locale`, () => {
      const en = load('en', ns);
      for (const locale of LOCALES) {
        const other = load(locale, ns);
        const missing = Object.keys(en).filter((k) => !other[k]?.trim());
        expect(missing, `${locale}/${ns} lacks`).toEqual([]);
        const extra = Object.keys(other).filter((k) => !(k in en));
        expect(extra, `${locale}/${ns} has keys en lacks`).toEqual([]);
      }
    });
  }

  it('every error key of the contract has a message', () => {
    const all = Object.assign({}, ...namespaces.map((ns) => load('en', ns))) as Record<
      string,
      string
    >;
    const missing = Object.keys(ERROR).filter((k) => !all[`error.${k}`]);
    expect(missing).toEqual([]);
  });

  it('no key is defined in two namespaces', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const ns of namespaces) {
      for (const key of Object.keys(load('en', ns))) {
        if (seen.has(key)) dupes.push(`${key} (${seen.get(key)}, ${ns})`);
        seen.set(key, ns);
      }
    }
    expect(dupes).toEqual([]);
  });
});
