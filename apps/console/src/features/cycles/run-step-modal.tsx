import { CONSOLE_REASON_MAX } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { runStep, type CycleDetail } from './cycle-calls';

interface Fields {
  text: string;
  code?: string;
}

interface Props {
  run: CycleDetail;
  action: 'audit' | 'lock' | 'close';
  onClose: () => void;
  onDone: (run: CycleDetail) => void;
}

/** The audit (a note), the lock and the close (a reason and a fresh code from the authenticator). */
export function RunStepModal({ run, action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const audit = action === 'audit';
  const step = useMutation({
    mutationFn: (f: Fields) =>
      runStep(
        run,
        action,
        audit ? { note: f.text.trim() } : { reason: f.text.trim(), code: f.code?.trim() },
      ),
    onSuccess: (answer) => {
      void message.success(t(`consoleCycles.done.${action}`));
      onDone(answer);
    },
  });
  const required = [
    { required: true, whitespace: true, message: t('consoleCycles.modal.required') },
  ];
  return (
    <Modal
      open
      title={t(`consoleCycles.modal.${action}`, { cycle: run.cycle })}
      okText={t(`consoleCycles.action.${action}`)}
      okButtonProps={{ loading: step.isPending, danger: action === 'close' }}
      cancelText={t('consoleCycles.modal.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`consoleCycles.modal.${action}Help`)}</Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" onFinish={(values) => step.mutate(values)}>
        <Form.Item
          name="text"
          label={t(audit ? 'consoleCycles.modal.note' : 'consoleCycles.modal.reason')}
          rules={required}
        >
          <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
        </Form.Item>
        {!audit && (
          <Form.Item name="code" label={t('consoleCycles.modal.code')} rules={required}>
            <Input autoComplete="one-time-code" maxLength={32} />
          </Form.Item>
        )}
      </Form>
      <ErrorAlert error={step.error} />
    </Modal>
  );
}
