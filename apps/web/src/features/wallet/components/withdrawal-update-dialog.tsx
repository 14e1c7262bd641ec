import {
  formatMinor,
  WALLET_FIELD_ERROR,
  type BankAccount,
  type Withdrawal,
  type WithdrawalUpdateBody,
} from '@portal/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { messageOf } from '../../../shared/ui/field-errors';
import { amountRules } from '../form-rules';
import { minorOf } from '../money';
import { decimalsOf } from '../money-hooks';
import { fieldErrorsOf } from '../wallet-errors';
import { useFormErrors } from '../../../shared/ui/form-error-summary';
import { PIN_LABEL, PinField } from './pin-field';
import { bankLabel, WITHDRAW_LABELS, withdrawalDecimals } from './withdraw-values';
import { useFormName } from '../../../shared/ui/use-unique-id';

interface Values {
  amount?: string;
  bankAccountId?: number;
  pin?: string;
}
const LABELS = {
  amount: WITHDRAW_LABELS.amount,
  bankAccountId: WITHDRAW_LABELS.bankAccountId,
  pin: PIN_LABEL,
};

interface Props {
  withdrawal: Withdrawal;
  bankAccounts: BankAccount[];
  /** what the source account holds besides this withdrawal's amount */
  available: string | undefined;
  saving: boolean;
  onSave: (body: WithdrawalUpdateBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Changes the amount or bank account of a withdrawal that is still applied; like applying,
 * it redirects money, so the PIN confirms it.
 */
export function WithdrawalUpdateDialog(props: Props) {
  const { withdrawal: w, bankAccounts, available, saving, onSave, onClose } = props;
  const { t } = useTranslation();
  const sign = useFormats().currency;
  const [form] = Form.useForm<Values>();
  const formName = useFormName('withdrawalUpdate');
  const [error, setError] = useState<string | null>(null);
  const errors = useFormErrors(form);
  const minorUnit = decimalsOf(w.amount);
  // the held amount comes back when the request changes, so it counts as available
  const held = minorOf(w.amount, minorUnit) ?? 0n;
  const free = available === undefined ? null : minorOf(available, minorUnit);
  const ceilings =
    free === null
      ? []
      : [{ max: formatMinor(free + held, minorUnit), message: t('error.insufficientBalance') }];

  const save = async (values: Values) => {
    setError(null);
    const amount = values.amount?.trim();
    const body: WithdrawalUpdateBody = {
      ...(amount && minorOf(amount, minorUnit) !== held ? { amount } : {}),
      ...(values.bankAccountId !== w.bankAccount.id ? { bankAccountId: values.bankAccountId } : {}),
      pin: values.pin ?? '',
    };
    if (body.amount === undefined && body.bankAccountId === undefined) {
      errors.showFieldErrors([{ name: 'amount', errors: [t(WALLET_FIELD_ERROR.nothingToUpdate)] }]);
      return;
    }
    try {
      await onSave(body);
      onClose();
    } catch (failure) {
      const fields = fieldErrorsOf(failure, t, LABELS);
      if (fields.length > 0) errors.showFieldErrors(fields);
      else setError(messageOf(failure, t));
    }
  };

  return (
    <Modal
      open
      title={t('wallet.withdraw.updateTitle', { id: w.id })}
      okText={t('wallet.withdraw.save')}
      cancelText={t('wallet.back')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && (
        <Alert className="wallet-notice" type="error" showIcon role="alert" title={error} />
      )}
      <Form<Values>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={{ amount: w.amount, bankAccountId: w.bankAccount.id }}
        onFinish={save}
        {...errors.formProps}
      >
        {errors.summary}
        <Form.Item
          label={t(LABELS.amount)}
          name="amount"
          rules={amountRules(t, LABELS.amount, {
            decimals: withdrawalDecimals(minorUnit),
            minorUnit,
            ceilings,
          })}
        >
          <Input inputMode="decimal" autoComplete="off" suffix={sign(w.currency)} />
        </Form.Item>
        <Form.Item label={t(LABELS.bankAccountId)} name="bankAccountId">
          <Select options={bankAccounts.map((b) => ({ value: b.id, label: bankLabel(b) }))} />
        </Form.Item>
        <PinField />
      </Form>
    </Modal>
  );
}
