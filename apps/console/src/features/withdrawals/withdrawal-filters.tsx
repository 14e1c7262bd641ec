import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../shared/filter-buttons';
import { WITHDRAWAL_STATUSES } from '../../shared/formats';

export interface QueueFilters {
  status?: number;
  company?: string;
  minAmount?: string;
  maxAmount?: string;
  olderThanDays?: number;
}

const MINOR = /^\d{1,18}$/;

/** Filters of the queue; amounts in minor units, as the server compares them. */
export function WithdrawalFilters({ onApply }: { onApply: (filters: QueueFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QueueFilters>();
  const minorRule = { pattern: MINOR, message: t('consoleApp.withdrawals.minorInvalid') };
  const clean = (values: QueueFilters): QueueFilters => ({
    status: values.status ?? undefined,
    company: values.company?.trim() || undefined,
    minAmount: values.minAmount?.trim() || undefined,
    maxAmount: values.maxAmount?.trim() || undefined,
    olderThanDays: values.olderThanDays ?? undefined,
  });
  return (
    <Form<QueueFilters>
      form={form}
      layout="vertical"
      onFinish={(values) => onApply(clean(values))}
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'flex-end' }}
    >
      <Form.Item name="status" label={t('consoleApp.withdrawals.status')}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('consoleApp.all')}
          options={WITHDRAWAL_STATUSES.map((s) => ({
            value: s.value,
            label: t(`consoleApp.withdrawalStatus.${s.name}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="company" label={t('consoleApp.withdrawals.company')}>
        <Input maxLength={16} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        name="minAmount"
        label={t('consoleApp.withdrawals.minAmount')}
        tooltip={t('consoleApp.withdrawals.minorHelp')}
        rules={[minorRule]}
      >
        <Input inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="maxAmount"
        label={t('consoleApp.withdrawals.maxAmount')}
        tooltip={t('consoleApp.withdrawals.minorHelp')}
        rules={[minorRule]}
      >
        <Input inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="olderThanDays" label={t('consoleApp.withdrawals.olderThan')}>
        <InputNumber min={0} max={3650} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <FilterButtons form={form} onClear={() => onApply({})} />
    </Form>
  );
}
