import { CONSOLE_REASON_MAX } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/error-alert';
import type { ActionResult, MemberActionSpec } from './action-specs';

interface Props {
  spec: MemberActionSpec;
  memberId: number;
  loginName: string;
  onClose: () => void;
  /** the action is done (the member page reloads what it changed) */
  onDone: () => void;
}

interface Values {
  reason: string;
  confirmLogin?: string;
}

/** One member action: the reason (and, to erase, the login name typed), then what it did. */
export function ActionModal({ spec, memberId, loginName, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const key = `consoleMemberActions.${spec.name}`;
  const action = useMutation<ActionResult, unknown, Values>({
    mutationFn: (values) =>
      spec.run(
        { memberId, reason: values.reason.trim(), confirmLogin: values.confirmLogin?.trim() },
        t,
      ),
    onSuccess: () => onDone(),
  });
  const result = action.data;
  const label = t(`${key}.button`);
  return (
    <Modal
      open
      title={`${label}: ${loginName}`}
      okText={result ? t('consoleMemberActions.close') : label}
      okButtonProps={{ loading: action.isPending, danger: spec.danger && !result }}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => (result ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      {result ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={result.text}
          description={
            result.url && (
              <Typography.Link href={result.url} target="_blank" rel="noopener noreferrer">
                {t('consoleMemberActions.viewAs.open')}
              </Typography.Link>
            )
          }
        />
      ) : (
        <>
          <Typography.Paragraph>{t(`${key}.intro`)}</Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={(values) => action.mutate(values)}>
            <Form.Item
              name="reason"
              label={t('consoleApp.reason')}
              rules={[{ required: true, whitespace: true, message: t('consoleApp.required') }]}
            >
              <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
            </Form.Item>
            {spec.confirmLogin && (
              <Form.Item
                name="confirmLogin"
                label={t('consoleMemberActions.erase.confirmLogin', { loginName })}
                rules={[{ required: true, whitespace: true, message: t('consoleApp.required') }]}
              >
                <Input autoComplete="off" maxLength={64} />
              </Form.Item>
            )}
          </Form>
          <ErrorAlert error={action.error} />
        </>
      )}
    </Modal>
  );
}
