import { CheckCircleFilled } from '@ant-design/icons';
import type { BankAccount } from '@portal/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { savedItemButtons, type SavedItemBusy } from '../../shared/ui/saved-item-buttons';
import { Facts } from '../../shared/ui/facts';

interface Props {
  account: BankAccount;
  /** the account type's label from the server's option list */
  typeLabel: string;
  busy: SavedItemBusy;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One saved account: only masked numbers ever reach the page. */
export function BankAccountCard({ account, typeLabel, busy, ...actions }: Props) {
  const { t } = useTranslation();
  const titleId = useUniqueId(`bank-account-${account.id}`);
  const actionButtons = savedItemButtons({
    isDefault: account.isDefault,
    busy,
    labels: {
      edit: t('bank.list.edit'),
      delete: t('bank.list.delete'),
      setDefault: t('bank.list.setDefault'),
    },
    ...actions,
  });
  const fact = (key: string, label: string, value: string | null) =>
    value ? [{ key, label: t(label), children: value }] : [];
  const facts = [
    ...fact('number', 'bank.field.accountNumber', account.maskedAccountNumber),
    ...fact('holder', 'bank.field.holderName', account.holderName),
    ...fact('type', 'bank.field.accountType', typeLabel),
    ...fact('iban', 'bank.field.iban', account.maskedIban),
    ...fact('swift', 'bank.field.swiftCode', account.swiftCode),
    ...fact('expiry', 'bank.field.expiry', account.expiry),
  ];
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      title={<span id={titleId}>{account.bankName}</span>}
      extra={
        account.isDefault && (
          <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
            {t('bank.list.default')}
          </Tag>
        )
      }
      actions={actionButtons}
    >
      <Facts size="small" column={1} items={facts} />
    </Card>
  );
}
