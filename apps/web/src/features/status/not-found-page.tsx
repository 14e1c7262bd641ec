import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** /404 and every unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">404</h1>}
      subTitle={t('web.status.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('web.status.backHome')}
        </Button>
      }
    />
  );
}
