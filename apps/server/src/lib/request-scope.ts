import { LOCALE_TAGS, type CompanyCode, type Locale } from '@portal/contract';
import { AppError } from './app-error.js';
import { toLocale } from './i18n.js';

/** The part of a session the public system calls look at. */
export interface Viewer {
  member_id: number;
  company_code: string;
}

/**
 * The company a call is about: the one asked for, else the logged-in member's. With
 * neither, the caller must name it (`path` is the field the error points at).
 */
export function companyFor(
  requested: CompanyCode | undefined,
  viewer: Viewer | null,
  path = 'querystring.companyCode',
): CompanyCode {
  const company = requested ?? (viewer?.company_code as CompanyCode | undefined);
  if (!company) {
    throw new AppError('validation', { fields: [{ path, key: 'validation.required' }] });
  }
  return company;
}

const normalize = (tag: string) => tag.trim().replace('_', '-').toLowerCase();

// only the spellings of the contract: toLocale alone would also take e.g. zh-TW
const ACCEPTED = new Map<string, Locale>(
  LOCALE_TAGS.map((tag) => [normalize(tag), toLocale(tag) as Locale]),
);

/** A shipped locale from our spelling (zh-CN) or the legacy one (zh_CN); else undefined. */
export function localeOfTag(tag: string): Locale | undefined {
  return ACCEPTED.get(normalize(tag));
}

/** Like localeOfTag, but an unknown tag is the caller's error. */
export function requireLocale(tag: string, path: string): Locale {
  const locale = localeOfTag(tag);
  if (!locale) {
    throw new AppError('unknownLocale', { fields: [{ path, key: 'validation.unknownLocale' }] });
  }
  return locale;
}

/** The language a call answers in: the one asked for, else the request's. */
export function answerLocale(tag: string | undefined, fallback: Locale, path: string): Locale {
  return tag === undefined ? fallback : requireLocale(tag, path);
}
