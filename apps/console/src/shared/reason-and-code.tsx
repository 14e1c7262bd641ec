import { CONSOLE_REASON_MAX } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The reason the audit trail keeps and a fresh code from the authenticator (step-up): the two
 * fields of every console action that moves money or changes an account. A step that moves
 * nothing (a batch's cancellation) asks for the reason alone.
 */
export function ReasonAndCode(props: { withCode?: boolean }) {
  const { withCode = true } = props;
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t('consoleApp.required') }];
  return (
    <>
      <Form.Item name="reason" label={t('consoleApp.reason')} rules={required}>
        <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
      </Form.Item>
      {withCode && (
        <Form.Item name="code" label={t('consoleApp.step.code')} rules={required}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={32} />
        </Form.Item>
      )}
    </>
  );
}
