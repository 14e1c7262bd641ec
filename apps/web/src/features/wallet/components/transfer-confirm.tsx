import type { TransferRecipient } from '@portal/contract';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmActions, ConfirmHeading } from '../../../shared/ui/confirm-step';
import { useMoney } from '../money-hooks';
import { PinField } from './pin-field';
import type { TransferValues } from './transfer-values';

interface Props {
  values: TransferValues;
  recipient: TransferRecipient | null;
  currency: string;
  minorUnit: number;
  error: string | null;
  sending: boolean;
  onBack: () => void;
}

/** Second step: the recipient's name from the server and the amount, then the PIN. */
export function TransferConfirm(props: Props) {
  const { values, recipient, currency, minorUnit, error, sending, onBack } = props;
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
    <>
      <ConfirmHeading>{t('wallet.transfer.confirmTitle')}</ConfirmHeading>
      <Descriptions
        className="wallet-summary"
        size="small"
        bordered
        column={1}
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
      {error && (
        <Alert className="wallet-notice" type="error" showIcon role="alert" title={error} />
      )}
      <PinField />
      <ConfirmActions
        submitLabel={t('wallet.transfer.confirm')}
        sending={sending}
        onBack={onBack}
      />
    </>
  );
}
