import type { Locale } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { switchLocale } from '../../lib/i18n/i18n';
import { isLocale, toLocale } from '../../lib/i18n/locales';

/**
 * The current language and a change to another: the page redraws in place, focus kept (WCAG
 * 3.2.2). `busy` while the new catalogue loads; the control is never disabled meanwhile, which
 * would drop the focus (WCAG 2.4.3).
 */
export function useLanguageChange(onChanged?: (locale: Locale) => void) {
  const { i18n } = useTranslation();
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
  return { current, busy, change };
}
