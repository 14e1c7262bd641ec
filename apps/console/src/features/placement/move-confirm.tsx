import { CONSOLE_PLACEMENT_CALLS, CONSOLE_REASON_MAX, type CallAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

export interface MoveTarget {
  memberId: number;
  parentId: number;
  side: 'L' | 'R';
}

interface Fields {
  reason: string;
  code: string;
}

export type MoveDone = CallAnswer<(typeof CONSOLE_PLACEMENT_CALLS)['placementMove']>;

/** The move itself: the operator's reason and a fresh code; the server checks everything again. */
export function MoveConfirm({
  target,
  onDone,
}: {
  target: MoveTarget;
  onDone: (done: MoveDone) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const move = useMutation({
    mutationFn: (values: Fields) =>
      callConsole(CONSOLE_PLACEMENT_CALLS.placementMove, {
        body: { ...target, reason: values.reason.trim(), code: values.code.trim() },
      }),
    onSuccess: onDone,
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  return (
    <section aria-labelledby="placement-confirm-title">
      <Typography.Title level={2} id="placement-confirm-title" style={{ fontSize: 18 }}>
        {t('consolePlacement.move.title')}
      </Typography.Title>
      <Form<Fields>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={(values) => move.mutate(values)}
      >
        <Form.Item name="reason" label={t('consoleApp.reason')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
        </Form.Item>
        <Form.Item name="code" label={t('consoleApp.step.code')} rules={[required]}>
          <Input autoComplete="one-time-code" maxLength={32} style={{ width: 200 }} />
        </Form.Item>
        <ErrorAlert error={move.error} />
        <Button type="primary" danger htmlType="submit" loading={move.isPending}>
          {t('consolePlacement.move.submit')}
        </Button>
      </Form>
    </section>
  );
}
