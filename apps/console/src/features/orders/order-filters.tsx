import { CONSOLE_ORDERS_CALLS, type ConsoleOrderSearchQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ORDER_STATUSES, orderStatusKey, orderTypeKey } from '../../shared/formats';
import { exampleAmount, ORDER_TYPES, toMinorUnits } from './order-format';

export type OrderFilters = Omit<ConsoleOrderSearchQuery, 'pageNum' | 'pageSize'>;

interface Fields {
  orderNo?: string;
  login?: string;
  company?: string;
  status?: number;
  orderType?: number;
  platform?: 'bzz' | 'wpm';
  from?: string;
  to?: string;
  minTotal?: string;
  maxTotal?: string;
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The operator's companies with their currencies: the amounts are typed in one of them. */
function useCompanies() {
  return useQuery({
    queryKey: ['console', 'orders', 'companies'],
    queryFn: ({ signal }) => callConsole(CONSOLE_ORDERS_CALLS.orderCompanies, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The search form: number, member, company, status, type, platform, days placed, and the total
 * in the currency of the company chosen (or of the operator's one company), sent in minor units.
 */
export function OrderFilterForm({ onApply }: { onApply: (filters: OrderFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const companies = useCompanies();
  const list = companies.data?.list ?? [];
  const chosen = Form.useWatch('company', form);
  const currency = list.length === 1 ? list[0] : list.find((c) => c.code === chosen);
  const minorOf = (text: string | undefined) =>
    text?.trim() && currency ? (toMinorUnits(text, currency.minorUnit) ?? undefined) : undefined;
  const amount: Rule[] = [
    {
      validator: async (_, value: string | undefined) => {
        if (!value?.trim()) return;
        if (!currency) throw new Error(t('consoleOrders.filter.companyForAmount'));
        if (toMinorUnits(value, currency.minorUnit) === null) {
          throw new Error(
            t('consoleOrders.filter.amountHint', {
              currency: currency.currency,
              example: exampleAmount(currency.minorUnit),
            }),
          );
        }
      },
    },
  ];
  const apply = (v: Fields) =>
    onApply({
      orderNo: blank(v.orderNo),
      login: blank(v.login),
      company: v.company,
      status: v.status,
      orderType: v.orderType,
      platform: v.platform,
      from: blank(v.from),
      to: blank(v.to),
      minTotal: minorOf(v.minTotal),
      maxTotal: minorOf(v.maxTotal),
    });
  const unit = currency ? ` (${currency.currency})` : '';
  return (
    <Form<Fields>
      form={form}
      name="orderSearch"
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
      <Form.Item name="company" label={t('consoleOrders.col.company')}>
        <Select
          allowClear
          style={{ width: 110 }}
          loading={companies.isLoading}
          options={list.map((c) => ({ value: c.code, label: c.code }))}
          onChange={() => void form.validateFields(['minTotal', 'maxTotal'])}
        />
      </Form.Item>
      <Form.Item name="status" label={t('consoleOrders.filter.status')}>
        <Select
          allowClear
          style={{ width: 170 }}
          options={ORDER_STATUSES.map((s) => ({
            value: s.value,
            label: t(orderStatusKey(s.value)),
          }))}
        />
      </Form.Item>
      <Form.Item name="orderType" label={t('consoleOrders.filter.type')}>
        <Select
          allowClear
          style={{ width: 170 }}
          options={ORDER_TYPES.map((v) => ({ value: v, label: t(orderTypeKey(v)) }))}
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
      <Form.Item
        name="minTotal"
        label={`${t('consoleOrders.filter.minTotal')}${unit}`}
        rules={amount}
      >
        <Input allowClear style={{ width: 120 }} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="maxTotal"
        label={`${t('consoleOrders.filter.maxTotal')}${unit}`}
        rules={amount}
      >
        <Input allowClear style={{ width: 120 }} inputMode="decimal" />
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
      <ErrorAlert error={companies.error} />
    </Form>
  );
}
