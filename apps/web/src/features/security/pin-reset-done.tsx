import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSecurityLinks } from './use-security-links';

/** After a reset: the new PIN works at once (a lock was lifted too). */
export function PinResetDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useSecurityLinks();
  return (
    <Result
      status="success"
      title={t('security.reset.done')}
      subTitle={t('security.reset.doneHint')}
      extra={
        <Button type="primary" onClick={() => navigate(links.setting)}>
          {t('security.links.back')}
        </Button>
      }
    />
  );
}
