import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAppStore } from '../lib/app-store';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from '../lib/i18n/antd-locale';
import { i18n } from '../lib/i18n/i18n';
import { FeedbackProvider } from '../lib/ui/feedback';
import { HttpBridge } from './http-bridge';
import { ServiceBanner } from './layout/service-banner';
import { useDeviceWatcher } from './layout/use-device-watcher';
import { queryClient } from './query-client';
import { themeFor } from './theme';

/** A failed submit moves focus to the first invalid field of every antd form (WCAG 3.3.1). */
const FORM_DEFAULTS = { scrollToFirstError: { focus: true } } as const;

/** Query cache, translations, antd theme and locale, and the spec 8 bridge. */
export function Providers({ children }: { children: ReactNode }) {
  const platform = useAppStore((state) => state.platformName);
  const language = useAppStore((state) => state.language);
  const [antdLocale, setAntdLocale] = useState(DEFAULT_ANTD_LOCALE);
  useDeviceWatcher();

  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then((locale) => current && setAntdLocale(locale));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={themeFor(platform)} locale={antdLocale} form={FORM_DEFAULTS}>
          <FeedbackProvider>
            <HttpBridge />
            <ServiceBanner />
            {children}
          </FeedbackProvider>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
