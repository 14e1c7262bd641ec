import { DEFAULT_LANGUAGE, LOCALES, type Locale } from '@portal/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's messages, from the contract at build time: its own labels (console-*.json),
 * the permission names (console.json) and the members' bonus labels (bonus.json: the bonus
 * types the commission runs and reports name), merged per locale. Server errors come translated.
 */
const files = import.meta.glob<Record<string, string>>(
  [
    '../../../../packages/contract/locales/*/console.json',
    '../../../../packages/contract/locales/*/console-*.json',
    '../../../../packages/contract/locales/*/bonus.json',
  ],
  { eager: true, import: 'default' },
);

export function messagesByLocale(): Record<string, Record<string, string>> {
  const merged: Record<string, Record<string, string>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const locale = path.split('/').at(-2) ?? DEFAULT_LANGUAGE;
    merged[locale] = { ...merged[locale], ...messages };
  }
  return merged;
}

const STORAGE_KEY = 'console.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage refused: the browser's language decides
  }
  const base = navigator.language.split('-')[0]?.toLowerCase();
  if (navigator.language === 'zh-CN' || base === 'zh') return 'zh-CN';
  return LOCALES.find((locale) => locale === base) ?? (DEFAULT_LANGUAGE as Locale);
}

export const i18n = i18next.createInstance();

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : (DEFAULT_LANGUAGE as Locale);
}

export async function initI18n(lng: Locale = storedLocale()): Promise<Locale> {
  const resources = Object.fromEntries(
    Object.entries(messagesByLocale()).map(([locale, messages]) => [
      locale,
      { translation: messages },
    ]),
  );
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = lng;
  return lng;
}

export async function switchLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // the choice lasts for this page only
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
