import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  message: string;
  /** left out where loading again cannot help: then no button is offered */
  onRetry?: () => void;
}

/**
 * A failed load with a retry button. The button's label stays in the feature's own catalogue
 * (`retryKey`, e.g. `shop.retry`): each page's translators may word it for that page.
 */
export function LoadFailedResult({
  message,
  onRetry,
  retryKey,
}: LoadFailedProps & { retryKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={message}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            {t(retryKey)}
          </Button>
        )
      }
    />
  );
}
