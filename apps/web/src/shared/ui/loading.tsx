import { useTranslation } from 'react-i18next';

/** The progress state shown on every wait (a CSS spinner: nothing to load for it). */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'loading loading-full' : 'loading'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="loading-text">{t('web.loading')}</span>
    </div>
  );
}
