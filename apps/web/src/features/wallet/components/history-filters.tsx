import { JOURNAL_TYPES, MEMBER_ACCOUNTS, WALLET_FIELD_ERROR } from '@portal/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../../lib/ui/relock-button';
import { chosenRule } from '../form-rules';
import { isRangeValid } from '../history-range';
import type { TransactionFilter } from '../api/transactions';

export interface HistoryFilterValues {
  account: TransactionFilter['account'];
  type?: TransactionFilter['type'];
  startDay?: string;
  endDay?: string;
}

const LABELS = {
  account: 'wallet.history.account',
  type: 'wallet.history.type',
  startDay: 'wallet.history.start',
  endDay: 'wallet.history.end',
};

interface Props {
  initial: HistoryFilterValues;
  exporting: boolean;
  onSearch: (values: HistoryFilterValues) => void;
  onExport: (values: HistoryFilterValues) => void;
}

/** Account, type and days of the history; the same filter is exported as CSV. */
export function HistoryFilters({ initial, exporting, onSearch, onExport }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HistoryFilterValues>();
  const exportNow = async () => {
    try {
      onExport(await form.validateFields());
    } catch {
      // the form shows what is wrong
    }
  };
  return (
    <Form<HistoryFilterValues>
      form={form}
      layout="vertical"
      className="wallet-filters"
      initialValues={initial}
      onFinish={onSearch}
    >
      <Form.Item label={t(LABELS.account)} name="account" rules={[chosenRule(t, LABELS.account)]}>
        <Select
          options={MEMBER_ACCOUNTS.map((value) => ({ value, label: t(`wallet.account.${value}`) }))}
        />
      </Form.Item>
      <Form.Item label={t(LABELS.type)} name="type">
        <Select
          allowClear
          placeholder={t('wallet.history.allTypes')}
          options={JOURNAL_TYPES.map((value) => ({ value, label: t(`wallet.journal.${value}`) }))}
        />
      </Form.Item>
      <Form.Item label={t(LABELS.startDay)} name="startDay">
        <Input type="date" />
      </Form.Item>
      <Form.Item
        label={t(LABELS.endDay)}
        name="endDay"
        dependencies={['startDay']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value?: string) => {
              if (!isRangeValid(getFieldValue('startDay') as string | undefined, value)) {
                throw new Error(t(WALLET_FIELD_ERROR.endBeforeStart));
              }
            },
          }),
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <div className="wallet-actions wallet-filter-actions">
        <Button type="primary" htmlType="submit">
          {t('wallet.history.search')}
        </Button>
        <RelockButton onClick={() => void exportNow()} loading={exporting}>
          {t('wallet.history.export')}
        </RelockButton>
      </div>
    </Form>
  );
}
