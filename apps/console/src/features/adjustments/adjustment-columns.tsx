import type { CONSOLE_ADJUSTMENTS_CALLS, CallAnswer } from '@portal/contract';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTime, money } from '../../shared/formats';

export type Adjustment = CallAnswer<typeof CONSOLE_ADJUSTMENTS_CALLS.adjustments>['list'][number];
export type Decision = 'approve' | 'reject';

const STATUS_COLOR: Record<Adjustment['status'], string> = {
  pending: 'gold',
  approved: 'blue',
  rejected: 'default',
  applied: 'green',
};

interface Options {
  t: TFunction;
  locale: string;
  /** whether this operator may decide on the row: adjustment:approve, and not their own */
  mayDecide: (item: Adjustment) => boolean;
  onDecide: (item: Adjustment, action: Decision) => void;
}

export function adjustmentColumns({
  t,
  locale,
  mayDecide,
  onDecide,
}: Options): ColumnsType<Adjustment> {
  return [
    { title: t('consoleAdjustments.col.id'), dataIndex: 'id' },
    {
      title: t('consoleAdjustments.col.member'),
      render: (_, a) => `${a.loginName} (${a.memberId})`,
    },
    { title: t('consoleAdjustments.col.company'), dataIndex: 'companyCode' },
    {
      title: t('consoleAdjustments.col.account'),
      render: (_, a) => t(`consoleAdjustments.account.${a.account}`),
    },
    {
      title: t('consoleAdjustments.col.amount'),
      align: 'right',
      render: (_, a) => money(a.amount, a.minorUnit, a.currency),
    },
    {
      title: t('consoleAdjustments.col.status'),
      render: (_, a) => (
        <Tag color={STATUS_COLOR[a.status]}>{t(`consoleAdjustments.status.${a.status}`)}</Tag>
      ),
    },
    { title: t('consoleAdjustments.col.reason'), dataIndex: 'reason' },
    {
      title: t('consoleAdjustments.col.prepared'),
      render: (_, a) => `${a.preparedBy} · ${dateTime(a.preparedAt, locale)}`,
    },
    {
      title: t('consoleAdjustments.col.decided'),
      render: (_, a) => (a.decidedBy ? `${a.decidedBy} · ${dateTime(a.decidedAt, locale)}` : ''),
    },
    {
      title: t('consoleApp.actions'),
      render: (_, a) =>
        a.status === 'pending' && mayDecide(a) ? (
          <Space wrap size="small">
            {(['approve', 'reject'] as const).map((action) => (
              <Button
                key={action}
                size="small"
                danger={action === 'reject'}
                onClick={() => onDecide(a, action)}
                aria-label={`${t(`consoleAdjustments.${action}`)} #${a.id}`}
              >
                {t(`consoleAdjustments.${action}`)}
              </Button>
            ))}
          </Space>
        ) : null,
    },
  ];
}
