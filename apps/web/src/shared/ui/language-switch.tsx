import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS, LOCALES, type Locale } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChange } from './use-language-change';

/**
 * The language switch of the public pages' header: a native select drawn for the dark header.
 * Native on purpose: the login page paints without antd's code (the member frame's header has
 * antd's Select, language-select.tsx).
 */
export function LanguageSwitch({ onChanged }: { onChanged?: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { current, busy, change } = useLanguageChange(onChanged);
  return (
    <span className="language-switch">
      <label htmlFor={id} className="language-switch-label">
        <GlobalOutlined aria-hidden />
        <span className="visually-hidden">{t('web.language.switch')}</span>
      </label>
      <select
        id={id}
        value={current}
        aria-busy={busy}
        onChange={(event) => void change(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_LABELS[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
