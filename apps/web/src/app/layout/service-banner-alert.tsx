import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The banner itself: antd's code loads only when the server is unavailable. */
export default function ServiceBannerAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      banner
      type="warning"
      role="status"
      className="service-banner"
      message={t('web.service.unavailable')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('web.service.retry')}
        </Button>
      }
    />
  );
}
