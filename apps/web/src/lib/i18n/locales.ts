import { DEFAULT_LANGUAGE, LOCALES, type Locale } from '@portal/contract';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or browser tag to one of our locales; en when unknown. */
export function toLocale(value: string | undefined): Locale {
  if (isLocale(value)) return value;
  const base = value?.split(/[-_]/)[0]?.toLowerCase();
  const match = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === base);
  return match ?? (DEFAULT_LANGUAGE as Locale);
}
