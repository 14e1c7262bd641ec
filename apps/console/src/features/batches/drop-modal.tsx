import { CONSOLE_BATCHES_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import type { BatchItem, BatchView } from './batch-api';

/**
 * Dropping one withdrawal from a batch before its bank file: a reason alone (no money moves).
 * The operator is told beforehand what else happens: an approved batch needs approving again,
 * and dropping the last withdrawal cancels the batch.
 */
export function DropModal(props: {
  batch: BatchView;
  item: BatchItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const { batch, item, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const names = { id: batch.id, withdrawalId: item.withdrawalId };
  const drop = useMutation({
    mutationFn: (body: { reason: string }) =>
      callConsole(CONSOLE_BATCHES_CALLS.batchDropItem, {
        params: names,
        body: { reason: body.reason.trim() },
      }),
    onSuccess: () => {
      void message.success(t('consoleBatches.dropped', names));
      onDone();
    },
  });
  const last = batch.count <= 1;
  return (
    <Modal
      open
      title={t('consoleBatches.dropTitle', names)}
      okText={t('consoleBatches.drop')}
      okButtonProps={{ danger: true, loading: drop.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('consoleBatches.dropNote')}</Typography.Paragraph>
      {(last || batch.status === 'approved') && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(last ? 'consoleBatches.dropLastNote' : 'consoleBatches.dropApprovedNote')}
        />
      )}
      <Form form={form} layout="vertical" onFinish={(values) => drop.mutate(values)}>
        <ReasonAndCode withCode={false} />
      </Form>
      <ErrorAlert error={drop.error} />
    </Modal>
  );
}
