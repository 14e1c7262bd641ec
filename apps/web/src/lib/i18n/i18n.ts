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

let englishRest: Promise<void> | undefined;

/** English beyond the first screens, from the app's own chunk (once). */
function loadEnglishRest(): Promise<void> {
  englishRest ??= import('./en-rest').then(
    ({ EN_REST_MESSAGES }) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, EN_REST_MESSAGES, true, true);
    },
    (error: unknown) => {
      // a failed chunk is tried again by the next page
      englishRest = undefined;
      throw error;
    },
  );
  return englishRest;
}

/**
 * A locale's messages, once: English from the app itself, the others from the server (spec "States and transitions":
 * loaded on demand and cached).
 */
async function ensureLoaded(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  if (locale === DEFAULT_LANGUAGE) {
    await loadEnglishRest();
  } else {
    const messages = await callApi(SYSTEM_CALLS.localeMessages, {
      params: { locale },
      quiet: true,
    });
    i18n.addResourceBundle(locale, NAMESPACE, messages, true, true);
  }
  loaded.add(locale);
}

/**
 * Before a page beyond the first screens renders: in English, the namespaces the entry does not
 * carry. Another locale's catalogue is whole (every namespace in every locale), and loaded
 * before the first render.
 */
export function ensurePageMessages(): Promise<void> {
  // the first page is preloaded before i18next is initialised (main.tsx): ask the stored
  // choice then, or a deep link's page would paint its English keys instead of its words
  const language = i18n.isInitialized ? i18n.language : storedLocale();
  return language === DEFAULT_LANGUAGE ? loadEnglishRest() : Promise.resolve();
}

/** A lazy module beyond the first screens, loaded beside the messages it shows. */
export function withPageMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensurePageMessages()]).then(([module]) => module);
}

/** Switches to a locale; on failure logs and falls back to English (spec "States and transitions"). */
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
  // the first screens' English is in the entry: paint at once; the rest comes with the first
  // page that needs it (ensurePageMessages)
  applyDocumentLanguage(locale);
  return locale;
}
