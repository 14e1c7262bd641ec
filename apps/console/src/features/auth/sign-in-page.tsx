import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { startSession } from '../../lib/session';
import { LanguageSwitch } from '../../shared/language-switch';
import { PageTitle } from '../../shared/page-title';
import { CodeStep, type OperatorSession } from './code-step';
import { EnrolIntro } from './enrol-intro';
import { PasswordStep, type LoginAnswer } from './password-step';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { name: 'password' }
  | { name: 'code'; login: LoginAnswer }
  | { name: 'recovery'; session: OperatorSession; codes: string[] };

/** Where the guard sent the operator from, when it is a page of the console. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Password, then the authenticator's code (or enrolment, then the recovery codes once). */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'password' });

  const enter = (session: OperatorSession) => {
    startSession(session.token);
    void navigate(returnPath(location.state), { replace: true });
  };
  const verified = (session: OperatorSession) => {
    const codes = session.recoveryCodes ?? [];
    if (codes.length > 0) setStep({ name: 'recovery', session, codes });
    else enter(session);
  };
  const enrolment = step.name === 'code' ? step.login.enrolment : null;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <main style={{ width: '100%', maxWidth: 440 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <LanguageSwitch />
        </div>
        <Card>
          <PageTitle>
            {step.name === 'recovery'
              ? t('consoleApp.recovery.title')
              : enrolment
                ? t('consoleApp.enrol.title')
                : t('consoleApp.signIn.title')}
          </PageTitle>
          {step.name === 'password' && (
            <PasswordStep onAccepted={(login) => setStep({ name: 'code', login })} />
          )}
          {step.name === 'code' && (
            <>
              {enrolment ? (
                <EnrolIntro secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} />
              ) : (
                <Typography.Paragraph>{t('consoleApp.signIn.codeIntro')}</Typography.Paragraph>
              )}
              <CodeStep
                ticket={step.login.ticket}
                onVerified={verified}
                onRestart={() => setStep({ name: 'password' })}
              />
            </>
          )}
          {step.name === 'recovery' && (
            <RecoveryCodes codes={step.codes} onDone={() => enter(step.session)} />
          )}
        </Card>
      </main>
    </div>
  );
}
