import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';

interface Fields {
  day: string;
  company: string;
}

/** One day's paid orders of a company to ship, as a PDF: pick lists, then packing slips. */
export function PickListForm() {
  const { t } = useTranslation();
  const operator = useOperator();
  const download = useMutation({
    mutationFn: (v: Fields) =>
      callConsole(CONSOLE_ORDERS_CALLS.orderPickList, {
        query: { day: v.day, company: v.company.trim().toUpperCase() },
      }),
  });
  const required = [{ required: true, whitespace: true, message: t('consoleOrders.required') }];
  return (
    <Card size="small" title={t('consoleOrders.pick.title')} style={{ marginBottom: 16 }}>
      <Form<Fields>
        layout="inline"
        initialValues={{ company: operator.companies?.[0] ?? '' }}
        onFinish={(v) => download.mutate(v)}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="day" label={t('consoleOrders.pick.day')} rules={required}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="company" label={t('consoleOrders.col.company')} rules={required}>
          <Input style={{ width: 100 }} maxLength={16} />
        </Form.Item>
        <Button htmlType="submit" loading={download.isPending}>
          {t('consoleOrders.pick.download')}
        </Button>
      </Form>
      <ErrorAlert error={download.error} />
    </Card>
  );
}
