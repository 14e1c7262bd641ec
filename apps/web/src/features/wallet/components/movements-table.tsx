import type { WalletMovement } from '@portal/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../../lib/format/business-time';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { useMoney } from '../money-hooks';

type Column = NonNullable<TableProps<WalletMovement>['columns']>[number];

interface Props {
  movements: WalletMovement[];
  loading: boolean;
  /** the account column, where movements of several accounts are listed together */
  showAccount?: boolean;
  pagination?: TableProps<WalletMovement>['pagination'];
  emptyText: string;
}

/**
 * Movements, newest first: money in is green and signed +, money out red and signed −. A phone
 * shows date, type and amount; the account, balance and other member join as the screen widens
 * (the CSV export has every column), so the page never scrolls sideways (WCAG 1.4.10).
 */
export function MovementsTable({ movements, loading, showAccount, pagination, emptyText }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const itemRender = usePaginationLabels();
  const columns: Column[] = [
    {
      key: 'date',
      title: t('wallet.export.date'),
      render: (_, m) => formatBusinessTime(m.createdAt),
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            title: t('wallet.export.account'),
            render: (_: unknown, m: WalletMovement) => t(`wallet.account.${m.account}`),
            responsive: ['md'],
          } satisfies Column,
        ]
      : []),
    {
      key: 'type',
      title: t('wallet.export.type'),
      render: (_, m) => t(`wallet.journal.${m.type}`),
    },
    {
      key: 'amount',
      title: t('wallet.export.amount'),
      align: 'right',
      render: (_, m) => {
        const incoming = !m.amount.startsWith('-');
        const text = money(m.amount, m.currency);
        return (
          <span className={incoming ? 'wallet-in' : 'wallet-out'}>
            {incoming ? `+${text}` : text}
          </span>
        );
      },
    },
    {
      key: 'balanceAfter',
      title: t('wallet.export.balanceAfter'),
      align: 'right',
      responsive: ['sm'],
      render: (_, m) => money(m.balanceAfter, m.currency),
    },
    {
      key: 'counterparty',
      title: t('wallet.export.counterparty'),
      responsive: ['lg'],
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
    <Table<WalletMovement>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={movements}
      loading={loading}
      pagination={pagination ? { ...pagination, itemRender } : false}
      locale={{ emptyText }}
      scroll={{ x: true }}
    />
  );
}
