import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { Loading } from '../../shared/ui/loading';

/** A query's wait (loading state) or failure (translated message with retry). */
export function QueryState(props: { pending: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (props.pending) return <Loading />;
  if (!props.error) return null;
  const msg = isApiError(props.error) ? props.error.msg : t('promotion.error');
  return (
    <Alert
      type="error"
      title={msg || t('promotion.error')}
      action={<Button onClick={props.retry}>{t('promotion.retry')}</Button>}
    />
  );
}
