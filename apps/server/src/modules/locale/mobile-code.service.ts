import type { Locale, MobileCode } from '@portal/contract';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { countryName, nameCollator } from './countries.js';

const cache = new Map<Locale, MobileCode[]>();

/** Calling codes of every country libphonenumber knows, named in the locale, by name. */
export function mobileCodeList(locale: Locale): MobileCode[] {
  let list = cache.get(locale);
  if (!list) {
    const collator = nameCollator(locale);
    list = getCountries()
      .map((countryCode) => ({
        countryCode,
        callingCode: getCountryCallingCode(countryCode),
        name: countryName(countryCode, locale),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, list);
  }
  return list;
}
