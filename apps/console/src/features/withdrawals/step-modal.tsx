import type { OperatorWithdrawalAction } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import { money } from '../../shared/formats';
import { takeStep, type QueueItem } from './withdrawal-actions';

interface Fields {
  reason: string;
  code: string;
}

interface Props {
  item: QueueItem;
  action: OperatorWithdrawalAction;
  onClose: () => void;
  onDone: () => void;
}

/** One step of a withdrawal: a reason and a fresh code from the authenticator (step-up). */
export function StepModal({ item, action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const step = useMutation({
    mutationFn: (body: Fields) =>
      takeStep(item.id, action, { reason: body.reason.trim(), code: body.code.trim() }),
    onSuccess: () => {
      void message.success(t('consoleApp.step.done', { id: item.id }));
      onDone();
    },
  });
  const label = t(`consoleApp.step.${action}`);
  return (
    <Modal
      open
      title={t('consoleApp.step.title', { action: label, id: item.id })}
      okText={label}
      okButtonProps={{ loading: step.isPending, danger: action === 'reject' || action === 'fail' }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {item.loginName} · {money(item.amount, item.minorUnit, item.currency)} · {item.bankName}{' '}
        {item.maskedAccountNumber}
      </Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" onFinish={(values) => step.mutate(values)}>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={step.error} />
    </Modal>
  );
}
