import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { formErrorsOf, messageOf } from '../../../shared/ui/field-errors';
import { RelockButton } from '../../../shared/ui/relock-button';
import { useAnswerChallenge } from '../api/payment-challenge';

interface ChallengeStepProps {
  attemptId: number;
  /** the card took the money */
  onPaid: () => void;
  /** the code was refused or the card failed: the member chooses how to pay again */
  onFailed: (message: string) => void;
  onCancel: () => void;
}

/**
 * The card issuer's check (3-D-Secure-like), on our own page: the member types the code their
 * bank sent. The provider decides; a refused code fails this attempt and the order can be paid
 * again (spec "States and transitions": 'Payment Failed / payment failed please re-pay').
 */
export function ChallengeStep({ attemptId, onPaid, onFailed, onCancel }: ChallengeStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const answer = useAnswerChallenge();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ code }: { code: string }) => {
    setProblem(null);
    try {
      const attempt = await answer.mutateAsync({ attemptId, code: code.trim() });
      if (attempt.status === 'captured' || attempt.status === 'authorized') onPaid();
      else onFailed(t('error.paymentChallengeFailed'));
    } catch (error) {
      const fields = formErrorsOf(error, t, { code: 'payment.challenge.code' });
      if (fields.length > 0) form.setFields(fields);
      // the server settled the attempt (a refused code fails it): choose how to pay again
      else if (isApiError(error)) onFailed(messageOf(error, t));
      // no answer (the network): the same code may be sent again, the server answers it once
      else setProblem(messageOf(error, t));
    }
  };

  return (
    <section aria-labelledby="challenge-title" data-testid="card-challenge">
      <Typography.Title level={2} id="challenge-title">
        {t('payment.challenge.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('payment.challenge.intro')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="code"
          label={t('payment.challenge.code')}
          rules={[
            { required: true, message: t('validation.payment.code') },
            { pattern: /^\s*\d{4,8}\s*$/, message: t('validation.payment.code') },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={10} />
        </Form.Item>
        <RelockButton type="primary" htmlType="submit" block loading={answer.isPending}>
          {t('payment.challenge.confirm')}
        </RelockButton>
      </Form>
      <Button type="link" onClick={onCancel}>
        {t('payment.challenge.back')}
      </Button>
    </section>
  );
}
