import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../shared/ui/loading';

interface Props {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** what failed, in the page's words (e.g. `estimate.error`) */
  errorKey: string;
}

/** The wait for a bonus query, or its failure with a way to fetch again; nothing once it succeeded. */
export function QueryStatus({ query, errorKey }: Props) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (!query.isError) return null;
  return (
    <Alert
      type="error"
      message={t(errorKey)}
      action={<Button onClick={() => query.refetch()}>{t('bonus.retry')}</Button>}
    />
  );
}
