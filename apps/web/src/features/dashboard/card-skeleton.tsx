import { useTranslation } from 'react-i18next';

/** Grey lines where a card's content will be; announced once as loading. */
export function CardSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('web.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="card-skeleton-line" aria-hidden />
      ))}
    </div>
  );
}
