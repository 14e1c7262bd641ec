import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { loadWithRetry } from '../lib/lazy/lazy-page';
import { FeedbackProvider, type FeedbackHost } from '../lib/feedback/feedback';
import { HttpBridge } from './http-bridge';
import { ServiceBanner } from './layout/service-banner';
import { useDeviceWatcher } from './layout/use-device-watcher';
import { queryClient } from './query-client';

/** antd's dialog and toast holders inside the app's theme and language, loaded on first use. */
async function loadFeedbackHost(): Promise<FeedbackHost> {
  const [{ AntdFeedbackHost }, { default: AntdScope }] = await loadWithRetry(() =>
    Promise.all([import('../lib/feedback/feedback-host'), import('./antd-scope')]),
  );
  return function Host({ onReady }) {
    return <AntdFeedbackHost onReady={onReady} scope={AntdScope} />;
  };
}

/**
 * Query cache, translations and the spec "The error catalogue" bridge. antd's theme and locale (AntdScope) wrap
 * only what draws antd components, so the login page paints without antd's code.
 */
export function Providers({ children }: { children: ReactNode }) {
  useDeviceWatcher();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider loadHost={loadFeedbackHost}>
          <HttpBridge />
          <ServiceBanner />
          {children}
        </FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
