import type { BankAccount, WithdrawalFee } from '@portal/contract';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmActions, ConfirmHeading } from '../../../shared/ui/confirm-step';
import { useMoney } from '../money-hooks';
import { PinField } from './pin-field';
import { bankLabel, type WithdrawValues } from './withdraw-values';

interface Props {
  values: WithdrawValues;
  fee: WithdrawalFee;
  bank: BankAccount | undefined;
  error: string | null;
  sending: boolean;
  onBack: () => void;
}

/** Second step: the fee and the net amount from the server, then the PIN. */
export function WithdrawConfirm({ values, fee, bank, error, sending, onBack }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <ConfirmHeading>{t('wallet.withdraw.feeTitle')}</ConfirmHeading>
      <Descriptions
        className="wallet-summary"
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'account',
            label: t('wallet.withdraw.form.account'),
            children: t(`wallet.account.${values.account}`),
          },
          {
            key: 'bank',
            label: t('wallet.withdraw.form.bankAccount'),
            children: bank ? bankLabel(bank) : '',
          },
          {
            key: 'method',
            label: t('wallet.withdraw.form.paymentMethod'),
            children: values.paymentMethod ? t(`wallet.paymentMethod.${values.paymentMethod}`) : '',
          },
          {
            key: 'amount',
            label: t('wallet.withdraw.amount'),
            children: money(fee.amount, fee.currency),
          },
          { key: 'fee', label: t('wallet.withdraw.fee'), children: money(fee.fee, fee.currency) },
          {
            key: 'net',
            label: t('wallet.withdraw.net'),
            children: <strong>{money(fee.net, fee.currency)}</strong>,
          },
        ]}
      />
      <p className="muted">{t('wallet.withdraw.feeNote', { fee: money(fee.fee, fee.currency) })}</p>
      {error && (
        <Alert className="wallet-notice" type="error" showIcon role="alert" title={error} />
      )}
      <PinField />
      <ConfirmActions submitLabel={t('wallet.withdraw.submit')} sending={sending} onBack={onBack} />
    </>
  );
}
