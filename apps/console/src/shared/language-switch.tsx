import { LOCALES, type Locale } from '@portal/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, switchLocale } from '../lib/i18n';

/** Each language in its own name, so an operator finds theirs whatever is shown. */
const NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
};

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('consoleApp.language')}
      value={currentLocale()}
      onChange={(locale: Locale) => void switchLocale(locale)}
      options={LOCALES.map((locale) => ({ value: locale, label: NAMES[locale] }))}
      style={{ minWidth: 170 }}
    />
  );
}
