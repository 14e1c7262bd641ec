import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/ui/field-errors';

/** A wait that failed: what went wrong, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('wallet.loadFailed')}
      description={messageOf(error, t)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('wallet.retry')}
        </Button>
      }
    />
  );
}
