import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS, LOCALES, type Locale } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../app-store';
import { switchLocale } from '../i18n/i18n';
import { isLocale, toLocale } from '../i18n/locales';

/** The language switch of the header and the login page: a native, accessible select. */
export function LanguageSwitch({ onChanged }: { onChanged?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const current = toLocale(i18n.language);
  const change = async (value: string) => {
    if (!isLocale(value) || value === current) return;
    setBusy(true);
    try {
      const active = await switchLocale(value);
      useAppStore.setState({ language: active });
      onChanged?.(active);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="language-switch">
      <label htmlFor={id} className="language-switch-label">
        <GlobalOutlined aria-hidden />
        <span className="visually-hidden">{t('web.language.switch')}</span>
      </label>
      <select
        id={id}
        value={current}
        // never disabled while loading: that would drop the focus (WCAG 2.4.3)
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
