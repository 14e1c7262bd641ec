import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';

/** A failed call's message (translated by the server), announced as an alert. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      title={errorText(error, t('consoleApp.error.generic'))}
      style={{ marginBottom: 16 }}
    />
  );
}
