import { ORDER_STATUS, ORDER_TYPES, type OrderListQuery } from '@portal/contract';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export type OrderFilter = Pick<
  Partial<OrderListQuery>,
  'orderStatus_EQ' | 'orderType_EQ' | 'dateFrom' | 'dateTo'
>;

/** The end date may not come before the start (the server says the same). */
export const datesInOrder = (filter: OrderFilter) =>
  !filter.dateFrom || !filter.dateTo || filter.dateTo >= filter.dateFrom;

/** Status, type and date filters of the order history; applied together. */
export function OrderFilters({ onApply }: { onApply: (filter: OrderFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFilter>();
  const statuses = Object.entries(ORDER_STATUS).map(([name, code]) => ({
    value: code,
    label: t(`order.status.${name}`),
  }));
  const types = ORDER_TYPES.map((type) => ({ value: type, label: t(`order.type.${type}`) }));
  const clean = (values: OrderFilter): OrderFilter =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
  return (
    <Form
      form={form}
      layout="vertical"
      className="order-filters"
      onFinish={(values) => onApply(clean(values))}
    >
      <Flex wrap gap="small" align="end">
        <Form.Item name="orderStatus_EQ" label={t('orders.filter.status')}>
          <Select allowClear options={statuses} placeholder={t('orders.filter.all')} />
        </Form.Item>
        <Form.Item name="orderType_EQ" label={t('orders.filter.type')}>
          <Select allowClear options={types} placeholder={t('orders.filter.all')} />
        </Form.Item>
        <Form.Item name="dateFrom" label={t('orders.filter.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="dateTo"
          label={t('orders.filter.to')}
          dependencies={['dateFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: string) => {
                if (
                  !datesInOrder({ dateFrom: getFieldValue('dateFrom') as string, dateTo: value })
                ) {
                  throw new Error(t('validation.order.endBeforeStart'));
                }
              },
            }),
          ]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit">
              {t('orders.filter.apply')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onApply({});
              }}
            >
              {t('orders.filter.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  );
}
