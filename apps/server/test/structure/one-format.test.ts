import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Times, dates, money, BV and points are shown one way (packages/contract
 * common/business-time.ts, common/number-format.ts, common/money.ts): pages, messages,
 * mails, PDFs and CSVs call those functions and never format by themselves. A page that
 * calls Intl or toLocale… directly, or a server text that slices an ISO instant, brings
 * back the four ways one payment was shown; this test names the file that does.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Formatting done by hand: each would print a time or a number its own way. */
const WEB_RULES: [RegExp, string][] = [
  [/\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/, 'Intl formatting'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocale…String'],
  [/\btimeZone\s*:/, 'a time zone of its own'],
  [/\.toISOString\(\)\.slice\(/, 'a sliced ISO instant'],
];
const SERVER_RULES: [RegExp, string][] = [
  [/\bIntl\.(DateTimeFormat|NumberFormat)\b/, 'Intl formatting'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocale…String'],
  [/\.toISOString\(\)\.slice\(0, 16\)/, 'a sliced ISO instant as a time'],
];
/** In a text template: the time carries its own label, the amount its own currency sign. */
const TEXT_RULES: [RegExp, string][] = [
  [
    /\(UTC\)|（UTC）|\{\{\s*time\s*\}\}\s*UTC|\(UTC\+8\)|（UTC\+8）/,
    'a zone written beside a time',
  ],
  [/\{\{\s*amount\s*\}\}\s*\{\{\s*currency\s*\}\}/, 'a currency code beside an amount'],
];

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Code that shows things; tests and their fixtures (sample data) are not. */
const isSource = (file: string) => /\.tsx?$/.test(file) && !/(\.test|-fixtures)\.tsx?$/.test(file);

/** `file: what` for every rule a text breaks. */
function offences(file: string, text: string, rules: [RegExp, string][]): string[] {
  return rules.filter(([rule]) => rule.test(text)).map(([, what]) => `${file}: ${what}`);
}

function scan(files: string[], rules: [RegExp, string][]): string[] {
  return files.flatMap((file) =>
    offences(path.relative(ROOT, file), readFileSync(file, 'utf8'), rules),
  );
}

describe('one format for times and numbers', () => {
  it('the rules catch what they are meant to', () => {
    const page = "const d = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });";
    expect(offences('x.tsx', page, WEB_RULES)).toEqual(['x.tsx: Intl formatting']);
    expect(offences('x.tsx', 'new Date(v).toLocaleString(lang)', WEB_RULES)).toHaveLength(1);
    expect(offences('x.tsx', 'formatBusinessTime(v)', WEB_RULES)).toEqual([]);
    const server = "time: at.toISOString().slice(0, 16).replace('T', ' ')";
    expect(offences('x.ts', server, SERVER_RULES)).toHaveLength(1);
    expect(offences('x.json', '"On {{time}} (UTC) {{amount}} {{currency}}"', TEXT_RULES)).toEqual([
      'x.json: a zone written beside a time',
      'x.json: a currency code beside an amount',
    ]);
  });

  it('web pages format through the shared functions only', () => {
    const web = path.join(ROOT, 'apps/web/src');
    // lib/format re-exports the contract's functions; it is where formatting lives
    const files = filesUnder(web, isSource).filter(
      (f) => !f.startsWith(path.join(web, 'lib/format')),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(scan(files, WEB_RULES)).toEqual([]);
  });

  it('server texts (messages, mails, PDFs, CSVs) format through the contract', () => {
    const files = ['modules', 'flows'].flatMap((dir) =>
      filesUnder(path.join(ROOT, 'apps/server/src', dir), isSource),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(scan(files, SERVER_RULES)).toEqual([]);
  });

  it('translations leave the zone and the currency to the formatted values', () => {
    const files = filesUnder(path.join(ROOT, 'packages/contract/locales'), (f) =>
      f.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(scan(files, TEXT_RULES)).toEqual([]);
  });
});
