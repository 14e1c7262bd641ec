import { CONSOLE_OPERATOR_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';

export type AccountAction = 'disable' | 'enable' | 'reset';

const CALLS = {
  disable: CONSOLE_OPERATOR_CALLS.operatorDisable,
  enable: CONSOLE_OPERATOR_CALLS.operatorEnable,
  reset: CONSOLE_OPERATOR_CALLS.operatorResetTotp,
} as const;

/** Disables, enables or clears the authenticator of another operator, with a reason and a code. */
export function AccountActionModal(props: {
  operator: { id: number; loginName: string };
  action: AccountAction;
  onClose(): void;
  onDone(): void;
}) {
  const { operator, action, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; code: string }>();
  const act = useMutation({
    mutationFn: (f: { reason: string; code: string }) =>
      callConsole(CALLS[action], {
        params: { id: operator.id },
        body: { reason: f.reason.trim(), code: f.code.trim() },
      }),
    onSuccess: () => {
      void message.success(t('consoleOperators.saved'));
      onDone();
    },
  });
  const label = t(`consoleOperators.action.${action}`);
  return (
    <Modal
      open
      title={`${label}: ${operator.loginName}`}
      okText={label}
      okButtonProps={{ loading: act.isPending, danger: action !== 'enable' }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`consoleOperators.actionHelp.${action}`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(f) => act.mutate(f)}>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={act.error} />
    </Modal>
  );
}
