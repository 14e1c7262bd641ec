import { Card, Col, Divider, Flex, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useMyQuestions } from './api/my-questions';
import { useQuestionOptions } from './api/question-options';
import { useSecurityStatus } from '../../shared/api/security-status';
import { ChangePinForm } from './change-pin-form';
import { PinLockNotice } from './pin-lock-notice';
import { QuestionsForm } from './questions-form';
import { SecurityStatusSummary } from './security-status-summary';
import { SetPinForm } from './set-pin-form';
import { useSecurityLinks } from './use-security-links';

/** Securitysetting: set or change the PIN, choose security questions, see the PIN lock. */
export default function SecuritySettingPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const links = useSecurityLinks();
  const status = useSecurityStatus();
  const options = useQuestionOptions();
  const mine = useMyQuestions(status.data?.questionsSet === true);

  const failed = status.error ?? options.error ?? mine.error;
  if (failed) {
    return (
      <PageFrame titleKey={titleKey}>
        <Result status="warning" title={messageOf(failed, t)} />
      </PageFrame>
    );
  }
  const state = status.data;
  const questionsWaiting = state?.questionsSet === true && !mine.data;
  if (!state || !options.data || questionsWaiting) {
    return (
      <PageFrame titleKey={titleKey}>
        <Loading />
      </PageFrame>
    );
  }
  const locked = state.lockedUntil !== null;

  return (
    <PageFrame titleKey={titleKey}>
      <Flex vertical gap="middle">
        <SecurityStatusSummary status={state} />
        <PinLockNotice status={state} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t(state.pinSet ? 'security.pin.changeTitle' : 'security.pin.setTitle')}>
              {state.pinSet ? <ChangePinForm locked={locked} /> : <SetPinForm />}
              {state.pinSet && <Divider />}
              {state.pinSet && (
                <Flex wrap gap="middle">
                  <span>{t('security.links.forgot')}</span>
                  {state.questionsSet && (
                    <Link to={links.byQuestions}>{t('security.links.byQuestions')}</Link>
                  )}
                  <Link to={links.forget}>{t('security.links.byEmail')}</Link>
                </Flex>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('security.questions.title')}>
              {/* keyed so a fresh choice from the server restarts the form */}
              <QuestionsForm
                key={(mine.data ?? []).map((q) => q.questionId).join('-')}
                options={options.data}
                chosen={mine.data ?? []}
              />
            </Card>
          </Col>
        </Row>
      </Flex>
    </PageFrame>
  );
}
