import { journalTypeLabelKey, walletAccountLabelKey, type WalletMovement } from '@portal/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../../lib/format/business-time';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { useScrollRegion } from '../../../shared/ui/use-scroll-region';
import { useMoney } from '../money-hooks';

type Column = NonNullable<TableProps<WalletMovement>['columns']>[number];

interface Props {
  movements: WalletMovement[];
  loading: boolean;
  /** the account column, where movements of several accounts are listed together */
  showAccount?: boolean;
  pagination?: TableProps<WalletMovement>['pagination'];
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
 * Movements, newest first: money in is green and signed +, money out red and signed −. Every
 * column stays at every width (none hides the recipient or the balance): a narrow screen
 * scrolls the table sideways inside its own named, focusable box, never the page (WCAG 1.4.10).
 */
export function MovementsTable(props: Props) {
  const { movements, loading, showAccount, pagination, emptyText, label } = props;
  const { t } = useTranslation();
  const region = useScrollRegion<HTMLDivElement>(label);
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
            render: (_: unknown, m: WalletMovement) => t(walletAccountLabelKey(m.account)),
          } satisfies Column,
        ]
      : []),
    {
      key: 'type',
      title: t('wallet.export.type'),
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
      render: (_, m) => money(m.balanceAfter, m.currency),
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
    <div ref={region} className="table-region">
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
    </div>
  );
}
