import {
  COUNTRY_LANGUAGES,
  DEFAULT_COUNTRY_LANGUAGES,
  LANGUAGE_LABELS,
  MESSAGE_LANGUAGE,
  type Locale,
  type Messages,
  type ServerDateTime,
  type SetLocaleResult,
} from '@portal/contract';
import type { ClockDeps, DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { messagesEtag, messagesFor } from '../../lib/i18n.js';
import { isCountryCode } from './countries.js';
import { updatePreferredLocale } from './locale.repository.js';
import { requireLocale, type Viewer } from '../../lib/request-scope.js';

/** The server clock the header shows (spec "States and transitions" Clock). */
export function serverDateTime(deps: ClockDeps): ServerDateTime {
  const now = deps.now();
  return { serverDateTime: now.toISOString(), epochMs: now.getTime() };
}

/** Every message of a locale with its ETag; the path tag wins over the query one. */
export function localeMessages(tags: { path?: string; query?: string }): {
  locale: Locale;
  messages: Messages;
  etag: string;
} {
  const [tag, field] =
    tags.path !== undefined ? [tags.path, 'params.locale'] : [tags.query, 'querystring.locale'];
  if (tag === undefined) {
    throw new AppError('validation', { fields: [{ path: field, key: 'validation.required' }] });
  }
  const locale = requireLocale(tag, field);
  return { locale, messages: messagesFor(locale), etag: messagesEtag(locale) };
}

/** The member's choice of language; a logged-in member's is kept for their mails. */
export async function chooseLocale(
  deps: DbClockDeps,
  tag: string,
  viewer: Viewer | null,
): Promise<SetLocaleResult> {
  const locale = requireLocale(tag, 'body.locale');
  if (viewer) await updatePreferredLocale(deps.db, viewer.memberId, locale, deps.now());
  return { locale, messageLanguage: MESSAGE_LANGUAGE[locale] };
}

/** The languages offered in a country: language code → its own name, in display order. */
export function languagesOfCountry(countryCode: string): Record<string, string> {
  const country = countryCode.toUpperCase();
  if (!isCountryCode(country)) {
    throw new AppError('validation', {
      fields: [{ path: 'params.countryCode', key: 'validation.unknownCountry' }],
    });
  }
  const languages = Object.hasOwn(COUNTRY_LANGUAGES, country)
    ? COUNTRY_LANGUAGES[country]!
    : DEFAULT_COUNTRY_LANGUAGES;
  return Object.fromEntries(languages.map((l) => [l, LANGUAGE_LABELS[l]]));
}
