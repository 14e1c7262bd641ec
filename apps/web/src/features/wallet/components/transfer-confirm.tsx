import type { TransferRecipient } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money-hooks';
import { PinConfirmStep, type ConfirmStepProps } from './pin-confirm-step';
import type { TransferValues } from './transfer-values';

interface Props extends ConfirmStepProps {
  values: TransferValues;
  recipient: TransferRecipient | null;
  currency: string;
  minorUnit: number;
}

/** Second step: the recipient's name from the server and the amount, then the PIN. */
export function TransferConfirm({ values, recipient, currency, minorUnit, ...step }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const to = recipient
    ? t('wallet.transfer.recipientName', {
        name: recipient.name,
        loginName: recipient.loginName,
        memberId: recipient.memberId,
      })
    : t('wallet.account.eproduct');
  return (
    <PinConfirmStep
      {...step}
      title={t('wallet.transfer.confirmTitle')}
      submitLabel={t('wallet.transfer.confirm')}
      items={[
        { key: 'from', label: t('wallet.transfer.from'), children: t('wallet.account.bonus') },
        { key: 'to', label: t('wallet.transfer.to'), children: to },
        {
          key: 'amount',
          label: t('wallet.transfer.amount'),
          children: <strong>{money(values.amount.trim(), currency, minorUnit)}</strong>,
        },
        ...(values.remark?.trim()
          ? [{ key: 'remark', label: t('wallet.transfer.remark'), children: values.remark }]
          : []),
      ]}
    />
  );
}
