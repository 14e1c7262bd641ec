import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLocale, i18n, isLocale } from '../lib/i18n';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from './antd-locale';
import { CONSOLE_THEME } from './theme';

function useAntdLocale(): AntdLocale {
  const [locale, setLocale] = useState<AntdLocale>(DEFAULT_ANTD_LOCALE);
  useEffect(() => {
    let live = true;
    const follow = (language: string) => {
      if (!isLocale(language)) return;
      void loadAntdLocale(language).then((loaded) => live && setLocale(loaded));
    };
    follow(currentLocale());
    i18n.on('languageChanged', follow);
    return () => {
      live = false;
      i18n.off('languageChanged', follow);
    };
  }, []);
  return locale;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={CONSOLE_THEME} locale={locale}>
          <AntdApp>{children}</AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
