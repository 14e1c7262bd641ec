import type { ConsoleOrderSearchQuery } from '@portal/contract';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_NAMES, ORDER_TYPES } from './order-format';

export type OrderFilters = Omit<ConsoleOrderSearchQuery, 'pageNum' | 'pageSize'>;

interface Fields {
  orderNo?: string;
  login?: string;
  status?: number;
  orderType?: number;
  platform?: 'bzz' | 'wpm';
  from?: string;
  to?: string;
  minTotal?: string;
  maxTotal?: string;
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The search form: number, member, status, type, platform, days placed, total (minor units). */
export function OrderFilterForm({ onApply }: { onApply: (filters: OrderFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const minor = [{ pattern: /^\d{1,18}$/, message: t('consoleOrders.filter.minorHint') }];
  const apply = (v: Fields) =>
    onApply({
      orderNo: blank(v.orderNo),
      login: blank(v.login),
      status: v.status,
      orderType: v.orderType,
      platform: v.platform,
      from: blank(v.from),
      to: blank(v.to),
      minTotal: blank(v.minTotal),
      maxTotal: blank(v.maxTotal),
    });
  return (
    <Form<Fields>
      form={form}
      layout="inline"
      onFinish={apply}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="orderNo" label={t('consoleOrders.filter.orderNo')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="login" label={t('consoleOrders.filter.login')}>
        <Input allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="status" label={t('consoleOrders.filter.status')}>
        <Select
          allowClear
          style={{ width: 170 }}
          options={ORDER_STATUS_NAMES.map((s) => ({
            value: s.value,
            label: t(`consoleOrders.status.${s.name}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="orderType" label={t('consoleOrders.filter.type')}>
        <Select
          allowClear
          style={{ width: 170 }}
          options={ORDER_TYPES.map((v) => ({ value: v, label: t(`consoleOrders.type.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="platform" label={t('consoleOrders.filter.platform')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 'bzz', label: t('consoleOrders.platform.bzz') },
            { value: 'wpm', label: t('consoleOrders.platform.wpm') },
          ]}
        />
      </Form.Item>
      <Form.Item name="from" label={t('consoleOrders.filter.from')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="to" label={t('consoleOrders.filter.to')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="minTotal" label={t('consoleOrders.filter.minTotal')} rules={minor}>
        <Input allowClear style={{ width: 120 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="maxTotal" label={t('consoleOrders.filter.maxTotal')} rules={minor}>
        <Input allowClear style={{ width: 120 }} inputMode="numeric" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('consoleOrders.filter.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onApply({});
          }}
        >
          {t('consoleOrders.filter.reset')}
        </Button>
      </Space>
    </Form>
  );
}
