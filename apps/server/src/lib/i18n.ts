import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LOCALES, type Locale } from '@portal/contract';

type Messages = Record<string, string>;

/**
 * Translations live in packages/contract/locales/<locale>/<namespace>.json, one namespace
 * per domain, flat keys. They are read once at start and merged per locale.
 */
export const LOCALES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@portal/contract/package.json')),
  'locales',
);

/**
 * The operators' console's own screens (console-app.json, console-<area>.json): not the
 * members'. Its error messages and permission names (console.json) stay in every catalogue, as
 * every error's message does.
 */
const isConsoleNamespace = (file: string) => file.startsWith('console-');

function loadLocale(locale: Locale, only: (file: string) => boolean = () => true): Messages {
  const dir = path.join(LOCALES_DIR, locale);
  const merged: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json') && only(f))
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages);
  }
  return merged;
}

const CATALOGUE = Object.fromEntries(LOCALES.map((l) => [l, loadLocale(l)])) as Record<
  Locale,
  Messages
>;
/** What the members' web app loads: every namespace but the console's. */
const MEMBER_CATALOGUE = Object.fromEntries(
  LOCALES.map((l) => [l, loadLocale(l, (file) => !isConsoleNamespace(file))]),
) as Record<Locale, Messages>;
const ETAGS = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    `"${createHash('sha1').update(JSON.stringify(MEMBER_CATALOGUE[l])).digest('hex')}"`,
  ]),
) as Record<Locale, string>;

/** The members' catalogue of a locale (the console's own texts are built into the console). */
export function messagesFor(locale: Locale): Messages {
  return MEMBER_CATALOGUE[locale];
}

/** A strong ETag of a locale's messages, so the web app can cache them. */
export function messagesEtag(locale: Locale): string {
  return ETAGS[locale];
}

const own = (record: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Translates a key with `{{name}}` placeholders; falls back to English, then to the key.
 * An unset or unknown locale is English: framework errors are answered before the request
 * context hook has chosen one, and answering an error must never throw.
 */
export function translate(
  locale: Locale | undefined,
  key: string,
  params: Record<string, unknown> = {},
): string {
  const messages = locale && Object.hasOwn(CATALOGUE, locale) ? CATALOGUE[locale] : CATALOGUE.en;
  const text = own(messages, key) ?? own(CATALOGUE.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String((Object.hasOwn(params, name) ? params[name] : undefined) ?? ''),
  );
}

// a Map, so a header such as `Accept-Language: constructor` finds nothing on a prototype
const ALIASES = new Map<string, Locale>([
  ['en', 'en'],
  ['id', 'id'],
  ['in', 'id'],
  ['ms', 'ms'],
  ['zh', 'zh-CN'],
  ['zh-cn', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['zh-sg', 'zh-CN'],
]);

/** Maps a locale tag in any common spelling (en_US, zh-CN, ms-MY, id) to a shipped locale. */
export function toLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  const norm = tag.trim().replace('_', '-').toLowerCase();
  return ALIASES.get(norm) ?? ALIASES.get(norm.split('-')[0] ?? '');
}

/** Picks the best shipped locale from an Accept-Language header (q-values honoured). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LANGUAGE;
}
