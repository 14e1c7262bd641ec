import { CONSOLE_BATCHES_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import type { BatchView } from './batch-api';

/** Cancelling a batch before its bank file: a reason; its withdrawals wait for another batch. */
export function CancelModal(props: { batch: BatchView; onClose: () => void; onDone: () => void }) {
  const { batch, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useMutation({
    mutationFn: (body: { reason: string }) =>
      callConsole(CONSOLE_BATCHES_CALLS.batchCancel, {
        params: { id: batch.id },
        body: { reason: body.reason.trim() },
      }),
    onSuccess: () => {
      void message.success(t('consoleBatches.cancelled', { id: batch.id }));
      onDone();
    },
  });
  return (
    <Modal
      open
      title={t('consoleBatches.cancelTitle', { id: batch.id })}
      okText={t('consoleBatches.cancelBatch')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('consoleBatches.cancelNote', { count: batch.count })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => cancel.mutate(values)}>
        <ReasonAndCode withCode={false} />
      </Form>
      <ErrorAlert error={cancel.error} />
    </Modal>
  );
}
