import { RESET_CODE_TTL_MS } from '@portal/contract';
import { Alert, Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { useSecurityStatus } from '../../shared/api/security-status';
import { useSendResetCode } from './api/send-reset-code';
import { MINUTE_MS } from './security-time';
import { useSecurityLinks } from './use-security-links';

const SECOND_MS = 1_000;

/** Securitysetting/forget: mails a code to reset the PIN with on the reset page. */
export default function ForgetPinPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useSecurityLinks();
  const status = useSecurityStatus();
  const send = useSendResetCode();

  const content = () => {
    if (status.isPending) return <Loading />;
    if (status.isError) return <Result status="warning" title={messageOf(status.error, t)} />;
    const email = status.data.resetEmail;
    if (!email) return <Result status="info" title={t('error.noEmailOnFile')} />;
    if (send.isSuccess) {
      const minutes = Math.round((send.data.expiresInSeconds * SECOND_MS) / MINUTE_MS);
      return (
        <Result
          status="success"
          title={t('security.forget.sent', { email: send.data.sentTo, minutes })}
          extra={
            <Button type="primary" onClick={() => navigate(links.reset)}>
              {t('security.forget.enterCode')}
            </Button>
          }
        />
      );
    }
    return (
      <Flex vertical gap="middle" align="flex-start">
        <p>{t('security.forget.intro', { email, minutes: RESET_CODE_TTL_MS / MINUTE_MS })}</p>
        {send.isError && (
          <Alert type="error" showIcon role="alert" title={messageOf(send.error, t)} />
        )}
        <RelockButton type="primary" loading={send.isPending} onClick={() => send.mutate()}>
          {t('security.forget.send')}
        </RelockButton>
        <Link to={links.reset}>{t('security.links.haveCode')}</Link>
        {status.data.questionsSet && (
          <Link to={links.byQuestions}>{t('security.links.byQuestions')}</Link>
        )}
      </Flex>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      {content()}
      <p>
        <Link to={links.setting}>{t('security.links.back')}</Link>
      </p>
    </PageFrame>
  );
}
