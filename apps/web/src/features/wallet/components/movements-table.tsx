import { journalTypeLabelKey, walletAccountLabelKey, type WalletMovement } from '@portal/contract';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '../../../shared/format/business-time-text';
import { MoneyValue, SignedMoney } from '../../../shared/format/money-value';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { useMoney } from '../money-hooks';

type Column = ResponsiveColumn<WalletMovement>;

interface Props {
  movements: WalletMovement[];
  loading: boolean;
  /** the account column, where movements of several accounts are listed together */
  showAccount?: boolean;
  pagination?: TablePaginationConfig;
  emptyText: string;
  /** names the table's scroll box, which a keyboard can scroll (the section's title) */
  label: string;
}

/**
 * What a line belongs to, as the member finds it elsewhere: the order's number (order history),
 * the bonus cycle's name (bonus report), the withdrawal's number. A transfer names the other
 * member in its own column.
 */
function referenceText({ reference }: WalletMovement): string {
  if (!reference || reference.kind === 'transfer') return '';
  return reference.kind === 'withdrawal' ? `#${reference.id}` : reference.id;
}

/**
 * Movements, newest first: money in is green and signed +, money out red and signed −. No
 * column is dropped (none hides the recipient or the balance): a desktop table scrolls inside
 * its own named, focusable box, and a phone shows one card per movement, the type on top and
 * the amount with the balance after it on the right (WCAG 1.4.10).
 */
export function MovementsTable(props: Props) {
  const { movements, loading, showAccount, pagination, emptyText, label } = props;
  const { t } = useTranslation();
  const money = useMoney();
  const columns: Column[] = [
    {
      key: 'date',
      title: t('wallet.export.date'),
      render: (_, m) => <BusinessTime value={m.createdAt} />,
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            title: t('wallet.export.account'),
            render: (_: unknown, m: WalletMovement) => t(walletAccountLabelKey(m.account)),
          } satisfies Column,
        ]
      : []),
    {
      key: 'type',
      title: t('wallet.export.type'),
      phone: 'title',
      render: (_, m) => t(journalTypeLabelKey(m.type)),
    },
    {
      key: 'reference',
      title: t('wallet.export.reference'),
      render: (_, m) => referenceText(m),
    },
    {
      key: 'amount',
      title: t('wallet.export.amount'),
      align: 'right',
      phone: 'amount',
      render: (_, m) => <SignedMoney amount={m.amount} text={money(m.amount, m.currency)} />,
    },
    {
      key: 'balanceAfter',
      title: t('wallet.export.balanceAfter'),
      align: 'right',
      phone: 'balance',
      render: (_, m) => <MoneyValue>{money(m.balanceAfter, m.currency)}</MoneyValue>,
    },
    {
      key: 'counterparty',
      title: t('wallet.export.counterparty'),
      render: (_, m) =>
        m.counterparty ? `${m.counterparty.name} (${m.counterparty.loginName})` : '',
    },
    {
      key: 'remark',
      title: t('wallet.export.remark'),
      render: (_, m) => m.remark ?? '',
    },
  ];
  return (
    <ResponsiveTable<WalletMovement>
      rowKey="id"
      columns={columns}
      dataSource={movements}
      loading={loading}
      pagination={pagination ?? false}
      emptyText={emptyText}
      label={label}
    />
  );
}
