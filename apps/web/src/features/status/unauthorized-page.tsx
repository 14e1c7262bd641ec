import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** /401: the member may not open what they asked for. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 className="result-title">401</h1>}
      subTitle={t('web.status.unauthorized')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('web.status.backHome')}
        </Button>
      }
    />
  );
}
