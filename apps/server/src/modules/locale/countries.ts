import { createRequire } from 'node:module';
import type { Locale } from '@portal/contract';
import countries, { type LocaleData } from 'i18n-iso-countries';

const require = createRequire(import.meta.url);

/** i18n-iso-countries names its languages by ISO 639-1 only. */
const COUNTRY_NAME_LANGUAGE: Record<Locale, string> = {
  en: 'en',
  id: 'id',
  ms: 'ms',
  'zh-CN': 'zh',
};

for (const language of new Set(Object.values(COUNTRY_NAME_LANGUAGE))) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
}

const regionNames = new Map<Locale, Intl.DisplayNames>();
function regionName(code: string, locale: Locale): string | undefined {
  if (!regionNames.has(locale)) {
    regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
  }
  return regionNames.get(locale)?.of(code);
}

/** A country's name in a locale; ICU covers the few codes the ISO list lacks (AC, TA). */
export function countryName(alpha2: string, locale: Locale): string {
  return (
    countries.getName(alpha2, COUNTRY_NAME_LANGUAGE[locale]) ?? regionName(alpha2, locale) ?? alpha2
  );
}

export function isCountryCode(alpha2: string): boolean {
  return /^[A-Z]{2}$/.test(alpha2) && countries.isValid(alpha2);
}

/** ISO 3166 numeric code, the stable id of a country in the area table. */
export function countryNumericCode(alpha2: string): number {
  const numeric = countries.alpha2ToNumeric(alpha2);
  if (!numeric) throw new Error(`No numeric code for country ${alpha2}`);
  return Number(numeric);
}

/** alpha-2 → English name, for every country of ISO 3166-1. */
export function englishCountryNames(): Record<string, string> {
  return countries.getNames(COUNTRY_NAME_LANGUAGE.en);
}

const collators = new Map<Locale, Intl.Collator>();
/** Compares names the way a reader of the locale expects them sorted. */
export function nameCollator(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}
