import type { ConsolePermission, OperatorWithdrawalAction } from '@portal/contract';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { age, money, withdrawalStatusKey } from '../../shared/formats';
import { actionsFor, type QueueItem } from './withdrawal-actions';

interface Options {
  t: TFunction;
  locale: string;
  can: (permission: ConsolePermission) => boolean;
  onAction: (item: QueueItem, action: OperatorWithdrawalAction) => void;
}

export function withdrawalColumns({ t, locale, can, onAction }: Options): ColumnsType<QueueItem> {
  return [
    { title: t('consoleApp.withdrawals.id'), dataIndex: 'id' },
    { title: t('consoleApp.withdrawals.member'), dataIndex: 'loginName' },
    { title: t('consoleApp.withdrawals.company'), dataIndex: 'companyCode' },
    {
      title: t('consoleApp.withdrawals.amount'),
      align: 'right',
      render: (_, item) => money(item.amount, item.minorUnit, item.currency),
    },
    {
      title: t('consoleApp.withdrawals.fee'),
      align: 'right',
      render: (_, item) => money(item.fee, item.minorUnit, item.currency),
    },
    {
      title: t('consoleApp.withdrawals.bank'),
      render: (_, item) => `${item.bankName} ${item.maskedAccountNumber}`,
    },
    {
      title: t('consoleApp.withdrawals.status'),
      render: (_, item) => <Tag>{t(withdrawalStatusKey(item.status))}</Tag>,
    },
    {
      title: t('consoleApp.withdrawals.age'),
      render: (_, item) => age(item.createdAt, locale),
    },
    {
      title: t('consoleApp.actions'),
      render: (_, item) => (
        <Space wrap size="small">
          {actionsFor(item.status, can).map((action) => (
            <Button
              key={action}
              size="small"
              danger={action === 'reject' || action === 'fail'}
              onClick={() => onAction(item, action)}
              aria-label={`${t(`consoleApp.step.${action}`)} #${item.id}`}
            >
              {t(`consoleApp.step.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
