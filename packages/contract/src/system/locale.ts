import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { LOCALES, MESSAGE_LANGUAGE, localeSchema, type Locale } from '../common/domain.js';

export const serverDateTimeSchema = z.object({
  /** ISO 8601 in UTC, e.g. 2026-11-22T03:04:05.000Z */
  serverDateTime: z.string(),
  epochMs: z.number().int(),
});
export type ServerDateTime = z.infer<typeof serverDateTimeSchema>;

/** Locale spellings the calls accept: ours (zh-CN) and the legacy message languages (zh_CN). */
export const LOCALE_TAGS: readonly string[] = [...LOCALES, ...Object.values(MESSAGE_LANGUAGE)];
export const LOCALE_TAG_MAX_CHARS = 16;

/** A locale in any of LOCALE_TAGS; the server answers `unknownLocale` for anything else. */
export const localeTagSchema = textSchema()
  .min(1, { error: 'validation.required' })
  .max(LOCALE_TAG_MAX_CHARS, { error: 'validation.tooLong' });

export const localeParamsSchema = z.object({ locale: localeTagSchema });
export const localeQuerySchema = z.object({ locale: localeTagSchema.optional() });

/** Every translation message of a locale, flat keys (all namespaces merged). */
export const messagesSchema = z.record(z.string(), z.string());
export type Messages = z.infer<typeof messagesSchema>;

export const setLocaleBodySchema = z.object({ locale: localeTagSchema });
export const setLocaleResultSchema = z.object({
  locale: localeSchema,
  /** the legacy spelling, e.g. en_US (MESSAGE_LANGUAGE) */
  messageLanguage: z.string(),
});
export type SetLocaleResult = z.infer<typeof setLocaleResultSchema>;

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_LABELS: Record<Locale, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  'zh-CN': '中文',
};

/** Languages offered by country (ISO 3166 alpha-2), in display order. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly Locale[]>> = {
  MY: ['ms', 'en', 'zh-CN'],
  ID: ['id', 'en'],
};
export const DEFAULT_COUNTRY_LANGUAGES: readonly Locale[] = ['en', 'zh-CN'];

export const countryCodeSchema = textSchema().regex(/^[A-Za-z]{2}$/, {
  error: 'validation.unknownCountry',
});
export const languagesParamsSchema = z.object({ countryCode: countryCodeSchema });
/** language code → label, in display order */
export const languageListSchema = z.record(z.string(), z.string());

export const mobileCodeSchema = z.object({
  /** ISO 3166 alpha-2 */
  countryCode: z.string(),
  /** international calling code without '+', e.g. '60' */
  callingCode: z.string(),
  name: z.string(),
});
export const mobileCodeListSchema = z.array(mobileCodeSchema);
export type MobileCode = z.infer<typeof mobileCodeSchema>;
