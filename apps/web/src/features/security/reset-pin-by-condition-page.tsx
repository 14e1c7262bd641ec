import {
  SECURITY_ANSWER_MAX_CHARS,
  type ResetByQuestionsBody,
  type SecurityQuestion,
} from '@portal/contract';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { useMyQuestions } from './api/my-questions';
import { useResetPinByQuestions } from './api/reset-by-questions';
import { NARROW_FORM_STYLE, NEW_PIN_LABELS, NewPinFields } from './pin-fields';
import { PinResetDone } from './pin-reset-done';
import { FormAlert } from '../../shared/ui/use-form-failure';
import { useServerForm } from '../../shared/ui/use-server-form';
import { useSecurityLinks } from './use-security-links';

type Values = { answers: string[]; pin: string; confirmPin: string };

/** The answers in the order the questions were shown, for the reset call. */
export function toResetBody(questions: SecurityQuestion[], values: Values): ResetByQuestionsBody {
  return {
    answers: questions.map((q, i) => ({
      questionId: q.questionId,
      answer: (values.answers[i] ?? '').trim(),
    })),
    pin: values.pin,
    confirmPin: values.confirmPin,
  };
}

function BackLink() {
  const { t } = useTranslation();
  // a 24 px tall target beside its neighbours (WCAG 2.5.8)
  return (
    <Link className="target-link" to={useSecurityLinks().setting}>
      {t('security.links.back')}
    </Link>
  );
}

function ResetByQuestionsForm({ questions }: { questions: SecurityQuestion[] }) {
  const { t } = useTranslation();
  const mutation = useResetPinByQuestions();
  const { failure, formProps } = useServerForm<Values>(
    'resetPinByQuestions',
    NEW_PIN_LABELS,
    (values) => mutation.mutateAsync(toResetBody(questions, values)),
  );

  if (mutation.isSuccess) return <PinResetDone />;
  return (
    <Form {...formProps} style={NARROW_FORM_STYLE}>
      <p>{t('security.reset.byQuestionsIntro')}</p>
      {failure.summary}
      <FormAlert error={failure.error} />
      {questions.map((question, i) => (
        <Form.Item
          key={question.questionId}
          label={question.label}
          name={['answers', i]}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('validation.required', { field: question.label }),
            },
          ]}
        >
          <Input maxLength={SECURITY_ANSWER_MAX_CHARS} autoComplete="off" />
        </Form.Item>
      ))}
      <NewPinFields />
      <Form.Item>
        <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('security.reset.submit')}
        </RelockButton>
      </Form.Item>
      <BackLink />
    </Form>
  );
}

/** ResetPinbycondition: a new PIN by answering one's own security questions. */
export default function ResetPinByConditionPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const links = useSecurityLinks();
  const navigate = useNavigate();
  const mine = useMyQuestions();

  const content = () => {
    if (mine.isPending) return <Loading />;
    if (mine.isError) {
      return <Result status="warning" title={messageOf(mine.error, t)} extra={<BackLink />} />;
    }
    if (mine.data.length === 0) {
      return (
        <Result
          status="info"
          title={t('error.securityQuestionsNotSet')}
          extra={[
            <Button key="email" type="primary" onClick={() => navigate(links.forget)}>
              {t('security.links.byEmail')}
            </Button>,
            <BackLink key="back" />,
          ]}
        />
      );
    }
    return <ResetByQuestionsForm questions={mine.data} />;
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
