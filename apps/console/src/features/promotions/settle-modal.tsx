import { CONSOLE_PROMOTION_CALLS, type ConsolePromotionRow } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';

interface Fields {
  reason: string;
  code: string;
}

/** Settling an ended goal promotion: a reason and a fresh code; a second settle pays nothing. */
export function SettleModal({
  promotion,
  onClose,
  onDone,
}: {
  promotion: ConsolePromotionRow;
  onClose: () => void;
  onDone: (paid: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const settle = useMutation({
    mutationFn: (v: Fields) =>
      callConsole(CONSOLE_PROMOTION_CALLS.promotionSettle, {
        params: { id: promotion.id },
        body: { reason: v.reason.trim(), code: v.code.trim() },
      }),
    onSuccess: (answer) => onDone(answer.paid.length),
  });
  return (
    <Modal
      open
      title={t('consolePromotions.settle.title', { title: promotion.title.en })}
      okText={t('consolePromotions.action.settle')}
      okButtonProps={{ loading: settle.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('consolePromotions.settle.text')}</Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" onFinish={(v) => settle.mutate(v)}>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={settle.error} />
    </Modal>
  );
}
