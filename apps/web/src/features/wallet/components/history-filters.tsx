import {
  JOURNAL_TYPES,
  journalTypeLabelKey,
  MEMBER_ACCOUNTS,
  WALLET_FIELD_ERROR,
  walletAccountLabelKey,
} from '@portal/contract';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../../shared/ui/relock-button';
import { chosenRule } from '../form-rules';
import { DAY_FORMAT, daysOf, isRangeValid, type PickedRange } from '../history-range';
import type { TransactionFilter } from '../api/transactions';
import { useFormName } from '../../../shared/ui/use-unique-id';
import { useFormErrors } from '../../../shared/ui/form-error-summary';
import { DateRangePicker } from '../../../shared/ui/date-range-picker';

export interface HistoryFilterValues {
  account: TransactionFilter['account'];
  type?: TransactionFilter['type'];
  startDay?: string;
  endDay?: string;
}

interface FormValues {
  account: HistoryFilterValues['account'];
  type?: HistoryFilterValues['type'];
  days?: PickedRange;
}

const LABELS = {
  account: 'wallet.history.account',
  type: 'wallet.history.type',
  days: 'wallet.history.days',
};

const valuesOf = ({ days, ...rest }: FormValues): HistoryFilterValues => ({
  ...rest,
  ...daysOf(days),
});

interface Props {
  initial: HistoryFilterValues;
  exporting: boolean;
  onSearch: (values: HistoryFilterValues) => void;
  onExport: (values: HistoryFilterValues) => void;
}

/** Account, type and days of the history; the same filter is exported as CSV. */
export function HistoryFilters({ initial, exporting, onSearch, onExport }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const formName = useFormName('history');
  const errors = useFormErrors(form);
  const exportNow = async () => {
    try {
      onExport(valuesOf(await form.validateFields()));
    } catch (failure) {
      // the form shows what is wrong; the first field to fix takes the focus
      errors.onValidateFailed(failure);
    }
  };
  return (
    <Form<FormValues>
      name={formName}
      form={form}
      layout="vertical"
      className="wallet-filters"
      initialValues={{ account: initial.account, type: initial.type }}
      onFinish={(values) => onSearch(valuesOf(values))}
      {...errors.formProps}
    >
      {errors.summary}
      <Form.Item label={t(LABELS.account)} name="account" rules={[chosenRule(t, LABELS.account)]}>
        <Select
          options={MEMBER_ACCOUNTS.map((value) => ({
            value,
            label: t(walletAccountLabelKey(value)),
          }))}
        />
      </Form.Item>
      <Form.Item label={t(LABELS.type)} name="type">
        <Select
          allowClear
          placeholder={t('wallet.history.allTypes')}
          options={JOURNAL_TYPES.map((value) => ({ value, label: t(journalTypeLabelKey(value)) }))}
        />
      </Form.Item>
      <Form.Item
        label={t(LABELS.days)}
        name="days"
        rules={[
          {
            validator: async (_rule, value: PickedRange) => {
              const { startDay, endDay } = daysOf(value);
              if (!isRangeValid(startDay, endDay)) {
                throw new Error(t(WALLET_FIELD_ERROR.endBeforeStart));
              }
            },
          },
        ]}
      >
        <DateRangePicker
          allowEmpty={[true, true]}
          format={DAY_FORMAT}
          label={t(LABELS.days)}
          startLabel={t('wallet.history.start')}
          endLabel={t('wallet.history.end')}
        />
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
