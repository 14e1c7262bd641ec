import type { CONSOLE_DESK_CALLS, CallAnswer } from '@portal/contract';
import { Card, Descriptions, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money, orderStatusKey, orderTypeKey } from '../../shared/formats';

export type MemberDetail = CallAnswer<typeof CONSOLE_DESK_CALLS.member>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 className="card-title">{title}</h2>} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

export function Balances({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('consoleApp.member.balances')}>
      <Table
        rowKey={(b) => `${b.account}-${b.currency}`}
        size="small"
        pagination={false}
        dataSource={detail.balances}
        locale={{ emptyText: t('consoleApp.member.noBalances') }}
        columns={[
          { title: t('consoleApp.member.account'), dataIndex: 'account' },
          {
            title: t('consoleApp.member.balance'),
            align: 'right',
            render: (_, b) => money(b.balance, b.minorUnit, b.currency),
          },
        ]}
      />
    </Section>
  );
}

export function RecentOrders({ detail }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('consoleApp.member.orders')}>
      <Table
        rowKey="orderNo"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={detail.recentOrders}
        locale={{ emptyText: t('consoleApp.member.noOrders') }}
        columns={[
          { title: t('consoleApp.member.orderNo'), dataIndex: 'orderNo' },
          {
            title: t('consoleApp.member.orderType'),
            render: (_, o) => t(orderTypeKey(o.type)),
          },
          {
            title: t('consoleApp.member.orderStatus'),
            render: (_, o) => t(orderStatusKey(o.status)),
          },
          {
            title: t('consoleApp.member.amount'),
            align: 'right',
            render: (_, o) => money(o.amount, o.minorUnit, o.currency),
          },
          {
            title: t('consoleApp.member.date'),
            render: (_, o) => dateTime(o.createdAt, i18n.language),
          },
        ]}
      />
    </Section>
  );
}

export function Downline({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('consoleApp.member.downline')}>
      <Descriptions
        column={{ xs: 1, sm: 3 }}
        items={[
          { label: t('consoleApp.member.sponsored'), children: detail.downline.sponsored },
          { label: t('consoleApp.member.left'), children: detail.downline.placementLeft },
          { label: t('consoleApp.member.right'), children: detail.downline.placementRight },
        ]}
      />
    </Section>
  );
}
