import { CONSOLE_BATCHES_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import { money } from '../../shared/formats';
import type { BatchView } from './batch-api';

interface Fields {
  reason: string;
  code: string;
}

/** The second operator's approval: a reason and a fresh code from the authenticator. */
export function ApproveModal(props: { batch: BatchView; onClose: () => void; onDone: () => void }) {
  const { batch, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const approve = useMutation({
    mutationFn: (body: Fields) =>
      callConsole(CONSOLE_BATCHES_CALLS.batchApprove, {
        params: { id: batch.id },
        body: { reason: body.reason.trim(), code: body.code.trim() },
      }),
    onSuccess: () => {
      void message.success(t('consoleBatches.approved', { id: batch.id }));
      onDone();
    },
  });
  return (
    <Modal
      open
      title={t('consoleBatches.approveTitle', { id: batch.id })}
      okText={t('consoleBatches.approve')}
      okButtonProps={{ loading: approve.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('consoleBatches.summary', {
          count: batch.count,
          total: money(batch.total, batch.minorUnit, batch.currency),
          by: batch.preparedBy,
        })}
      </Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" onFinish={(values) => approve.mutate(values)}>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={approve.error} />
    </Modal>
  );
}
