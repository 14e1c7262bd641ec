import type { BankAccount, WithdrawalFee } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money-hooks';
import { PinConfirmStep, type ConfirmStepProps } from './pin-confirm-step';
import { bankLabel, type WithdrawValues } from './withdraw-values';

interface Props extends ConfirmStepProps {
  values: WithdrawValues;
  fee: WithdrawalFee;
  bank: BankAccount | undefined;
}

/** Second step: the fee and the net amount from the server, then the PIN. */
export function WithdrawConfirm({ values, fee, bank, ...step }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <PinConfirmStep
      {...step}
      title={t('wallet.withdraw.feeTitle')}
      submitLabel={t('wallet.withdraw.submit')}
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
      note={
        <p className="muted">
          {t('wallet.withdraw.feeNote', { fee: money(fee.fee, fee.currency) })}
        </p>
      }
    />
  );
}
