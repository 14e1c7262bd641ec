import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS, LOCALES } from '@portal/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageChange } from './use-language-change';

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  // each name in its own language, for screen readers too (WCAG 3.1.2)
  label: <span lang={locale}>{LANGUAGE_LABELS[locale]}</span>,
  title: LANGUAGE_LABELS[locale],
}));

/**
 * The member frame's language select (antd), named "Language" in the current language. `dark`
 * draws it for the header's brand background; in the phone drawer it is drawn as any field.
 */
export default function LanguageSelect({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const { current, busy, change } = useLanguageChange();
  return (
    <Select
      className={dark ? 'language-select language-select-dark' : 'language-select'}
      value={current}
      options={OPTIONS}
      onChange={(value: string) => void change(value)}
      aria-label={t('web.language.switch')}
      aria-busy={busy}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
    />
  );
}
