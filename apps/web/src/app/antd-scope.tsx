import { ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppStore } from '../lib/app-store';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from '../lib/i18n/antd-locale';
import { themeFor } from './theme';

/** A failed submit moves focus to the first invalid field of every antd form (WCAG 3.3.1). */
const FORM_DEFAULTS = { scrollToFirstError: { focus: true } } as const;

/**
 * antd's theme (per platform) and its own texts (per language) for the parts of the app that
 * draw antd components: the member frame, the public pages but login, dialogs and toasts, the
 * service banner. It is not around the whole app so that the login page, which draws no antd
 * component, does not wait for antd's code.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const platform = useAppStore((state) => state.platformName);
  const language = useAppStore((state) => state.language);
  const [antdLocale, setAntdLocale] = useState(DEFAULT_ANTD_LOCALE);

  // dialogs and pop-ups live outside the frame: the page's root carries the platform's colours
  useEffect(() => {
    document.documentElement.dataset.platform = platform;
  }, [platform]);

  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then((locale) => current && setAntdLocale(locale));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider theme={themeFor(platform)} locale={antdLocale} form={FORM_DEFAULTS}>
      {children}
    </ConfigProvider>
  );
}
