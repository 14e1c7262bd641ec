import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** Shipping-address rules (spec "Entities and their fields" address fields, spec "Validation rules"); pure, so the web form checks the same way. */
export const ADDRESS_FIELD_MAX = {
  receiveName: 20,
  stateName: 60,
  city: 60,
  area: 60,
  zip: 12,
  addressLine: 100,
  contactNumber: 24,
} as const;

export const RECEIVE_NAME_MIN = 3;

/** A member keeps at most this many shipping addresses. */
export const ADDRESSES_MAX = 20;

/**
 * Spec 5: the receiver name begins with a letter, a digit or an underscore and has 3 to 20
 * characters; after the first, spaces and the marks names carry (. ' -) are allowed too.
 * Letters are any script's, so Chinese or Malay names pass.
 */
export const RECEIVE_NAME_PATTERN = /^[\p{L}\p{N}_][\p{L}\p{M}\p{N}_ .'-]{2,19}$/u;

export function isValidReceiveName(name: string): boolean {
  return RECEIVE_NAME_PATTERN.test(name.trim());
}

/**
 * Postal-code formats of the countries the companies ship to (their own, the EU for IT, and
 * a few common ones for WT, which ships everywhere). Codes are compared upper-cased with
 * surrounding spaces removed. Countries without postal codes (e.g. Hong Kong) take none.
 */
export const ZIP_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  IT: /^\d{5}$/,
  MY: /^\d{5}$/,
  ID: /^\d{5}$/,
  MA: /^\d{5}$/,
  SG: /^\d{6}$/,
  CN: /^\d{6}$/,
  TW: /^\d{3}(\d{2,3})?$/,
  PH: /^\d{4}$/,
  TH: /^\d{5}$/,
  AU: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  SE: /^\d{3} ?\d{2}$/,
};

/** Countries (ISO 3166 alpha-2) that have no postal codes: the zip stays empty. */
export const COUNTRIES_WITHOUT_ZIP: readonly string[] = ['HK', 'MO', 'AE', 'QA'];

/** Any other country: letters, digits, spaces and dashes, 2 to 10 characters. */
export const GENERIC_ZIP_PATTERN = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

export function normalizeZip(zip: string): string {
  return zip.trim().toUpperCase();
}

export function zipRequired(countryCode: string): boolean {
  return !COUNTRIES_WITHOUT_ZIP.includes(countryCode);
}

/** The translation key of what is wrong with a zip for the country, or null when it is fine. */
export function zipError(zip: string, countryCode: string): string | null {
  const value = normalizeZip(zip);
  if (!zipRequired(countryCode)) return value === '' ? null : 'validation.address.zipNotUsed';
  if (value === '') return 'validation.required';
  const pattern = ZIP_PATTERNS[countryCode] ?? GENERIC_ZIP_PATTERN;
  return pattern.test(value) ? null : 'validation.address.zipFormat';
}

/** An example zip shown as a hint, per country; undefined when there is none to show. */
export const ZIP_EXAMPLES: Readonly<Record<string, string>> = {
  US: '90017',
  CA: 'M5X 1C7',
  IT: '00186',
  MY: '50470',
  ID: '10220',
  MA: '20250',
};

/**
 * A contact number, national ("012-345 6789") or international ("+60 12-345 6789"), valid
 * for the address's country per libphonenumber; answered in E.164 ("+60123456789"), or null
 * when it is not a valid number there.
 */
export function normalizePhone(value: string, countryCode: string): string | null {
  const country = countryCode as CountryCode;
  const text = value.trim();
  if (text === '') return null;
  try {
    if (!isValidPhoneNumber(text, country)) return null;
    const parsed = parsePhoneNumberFromString(text, country);
    return parsed ? parsed.number : null;
  } catch {
    // an unknown country code: libphonenumber throws
    return null;
  }
}

export function phoneError(value: string, countryCode: string): string | null {
  if (value.trim() === '') return 'validation.required';
  return normalizePhone(value, countryCode) ? null : 'validation.address.phoneFormat';
}

export function receiveNameError(value: string): string | null {
  if (value.trim() === '') return 'validation.required';
  return isValidReceiveName(value) ? null : 'validation.address.receiveNameFormat';
}
