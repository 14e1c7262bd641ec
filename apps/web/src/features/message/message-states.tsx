import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The wait: a few grey lines in the list's shape, announced once to screen readers. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="message-skeleton">
      <span className="visually-hidden">{t('web.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} active title={false} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/** A failed load: what happened in the member's language, and a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={text}
      action={
        <Button size="small" onClick={onRetry}>
          {t('message.page.retry')}
        </Button>
      }
    />
  );
}
