import { DEFAULT_LANGUAGE, SYSTEM_CALLS, type Locale } from '@portal/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { callApi } from '../http/call';
import { COOKIE, readCookie, writePreferenceCookie } from '../session/cookies';
import { EN_MESSAGES } from './en-bundle';
import { toLocale } from './locales';

const NAMESPACE = 'translation';
const loaded = new Set<string>();

export const i18n = i18next.createInstance();

export function storedLocale(): Locale {
  return toLocale(readCookie(COOKIE.language));
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/** Fetches a locale's messages from the server once; later calls use the cache. */
async function ensureLoaded(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const messages = await callApi(SYSTEM_CALLS.localeMessages, {
    params: { locale },
    quiet: true,
  });
  i18n.addResourceBundle(locale, NAMESPACE, messages, true, true);
  loaded.add(locale);
}

/** Switches to a locale; on failure logs and falls back to English (spec 4). */
export async function switchLocale(locale: Locale): Promise<Locale> {
  let active = locale;
  try {
    await ensureLoaded(locale);
  } catch (error) {
    if (locale !== DEFAULT_LANGUAGE) {
      console.error(`translations for ${locale} could not be loaded; using English`, error);
    }
    active = DEFAULT_LANGUAGE as Locale;
  }
  writePreferenceCookie(COOKIE.language, active);
  await i18n.changeLanguage(active);
  applyDocumentLanguage(active);
  return active;
}

export async function initI18n(): Promise<Locale> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: EN_MESSAGES } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // pages re-render when a catalogue arrives after the first paint
    react: { bindI18nStore: 'added' },
  });
  const locale = storedLocale();
  if (locale !== DEFAULT_LANGUAGE) return switchLocale(locale);
  // English is bundled: paint at once, the server's full catalogue follows
  applyDocumentLanguage(locale);
  void ensureLoaded(locale).catch(() => undefined);
  return locale;
}
