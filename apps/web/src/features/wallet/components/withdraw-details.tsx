import {
  WITHDRAWAL_ACCOUNTS,
  WITHDRAWAL_PAYMENT_METHODS,
  type BankAccount,
  type WalletBalance,
} from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { RelockButton } from '../../../shared/ui/relock-button';
import { amountRules, chosenRule } from '../form-rules';
import { useMoney } from '../money-hooks';
import {
  bankLabel,
  WITHDRAW_LABELS,
  withdrawalDecimals,
  type WithdrawalAccount,
} from './withdraw-values';

interface Props {
  balances: WalletBalance[];
  bankAccounts: BankAccount[];
  /** world-plan money may be withdrawn in marketplace mode only */
  marketplace: boolean;
  checking: boolean;
}

/** First step: from which account, to which bank account, how, and how much. */
export function WithdrawDetails({ balances, bankAccounts, marketplace, checking }: Props) {
  const { t } = useTranslation();
  const sign = useFormats().currency;
  const money = useMoney();
  const account = Form.useWatch<WithdrawalAccount>('account');
  const accounts = WITHDRAWAL_ACCOUNTS.filter((a) => a === 'bonus' || marketplace);
  const source = balances.find((b) => b.account === account) ?? balances[0];
  const decimals = withdrawalDecimals(source?.minorUnit ?? 0);
  const chosen = (key: string) => [chosenRule(t, key)];
  return (
    <>
      <Form.Item
        label={t(WITHDRAW_LABELS.account)}
        name="account"
        rules={chosen(WITHDRAW_LABELS.account)}
      >
        <Select
          options={accounts.map((value) => {
            const balance = balances.find((b) => b.account === value);
            const available = balance ? money(balance.available, balance.currency) : '';
            return { value, label: `${t(`wallet.account.${value}`)} (${available})` };
          })}
        />
      </Form.Item>
      <Form.Item
        label={t(WITHDRAW_LABELS.bankAccountId)}
        name="bankAccountId"
        rules={chosen(WITHDRAW_LABELS.bankAccountId)}
      >
        <Select options={bankAccounts.map((b) => ({ value: b.id, label: bankLabel(b) }))} />
      </Form.Item>
      <Form.Item
        label={t(WITHDRAW_LABELS.paymentMethod)}
        name="paymentMethod"
        rules={chosen(WITHDRAW_LABELS.paymentMethod)}
      >
        <Select
          placeholder={t('wallet.withdraw.form.paymentMethodPlaceholder')}
          options={WITHDRAWAL_PAYMENT_METHODS.map((value) => ({
            value,
            label: t(`wallet.paymentMethod.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t(WITHDRAW_LABELS.amount)}
        name="amount"
        dependencies={['account']}
        extra={t('wallet.withdraw.form.amountHint', { decimals })}
        rules={amountRules(t, WITHDRAW_LABELS.amount, {
          decimals,
          minorUnit: source?.minorUnit ?? 0,
          ceilings: source
            ? [{ max: source.available, message: t('error.insufficientBalance') }]
            : [],
        })}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={source && sign(source.currency)} />
      </Form.Item>
      <RelockButton type="primary" htmlType="submit" loading={checking} block>
        {t('wallet.withdraw.previewFee')}
      </RelockButton>
    </>
  );
}
