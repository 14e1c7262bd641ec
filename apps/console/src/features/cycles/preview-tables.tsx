import { bonusTypeKey } from '@portal/contract';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/formats';
import { difference, type CycleDetail } from './cycle-calls';

type Preview = NonNullable<CycleDetail['preview']>;

/** The stored preview: totals per type beside the last closed cycle, pools, lapses, top earners. */
export function PreviewTables({ run, preview }: { run: CycleDetail; preview: Preview }) {
  const { t } = useTranslation();
  const m = (amount: string | null) =>
    amount === null ? '' : money(amount, run.minorUnit, run.currency);
  const paid = (type: string) => run.paid?.find((p) => p.type === type)?.amount ?? null;
  const previous = preview.previousCycle
    ? t('consoleCycles.preview.previous', { cycle: preview.previousCycle })
    : t('consoleCycles.preview.noPrevious');
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('consoleCycles.preview.title')}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'total', label: t('consoleCycles.preview.total'), children: m(preview.total) },
          {
            key: 'members',
            label: t('consoleCycles.preview.membersPaid'),
            children: preview.membersPaid,
          },
          {
            key: 'volume',
            label: t('consoleCycles.preview.companyVolume'),
            children: preview.companyVolume,
          },
        ]}
      />
      <Table
        rowKey="type"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={preview.totals}
        columns={[
          {
            title: t('consoleCycles.preview.type'),
            render: (_, r) => t(bonusTypeKey(r.type), { defaultValue: r.type }),
          },
          {
            title: t('consoleCycles.preview.amount'),
            align: 'right',
            render: (_, r) => m(r.amount),
          },
          { title: previous, align: 'right', render: (_, r) => m(r.previous) },
          {
            title: t('consoleCycles.preview.change'),
            align: 'right',
            render: (_, r) => m(difference(r.amount, r.previous)),
          },
          ...(run.paid
            ? [
                {
                  title: t('consoleCycles.preview.paidByClose'),
                  align: 'right' as const,
                  render: (_: unknown, r: { type: string }) => m(paid(r.type)),
                },
              ]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('consoleCycles.preview.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {m(preview.total)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {m(preview.previousTotal)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {m(difference(preview.total, preview.previousTotal))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <PreviewDetails preview={preview} money={m} />
    </>
  );
}

function PreviewDetails({
  preview,
  money: m,
}: {
  preview: Preview;
  money: (amount: string | null) => string;
}) {
  const { t } = useTranslation();
  const heading = (key: string) => (
    <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
      {t(key)}
    </Typography.Title>
  );
  return (
    <>
      {heading('consoleCycles.preview.topEarners')}
      <Table
        rowKey="memberId"
        size="small"
        pagination={false}
        dataSource={preview.topEarners}
        locale={{ emptyText: t('consoleCycles.preview.none') }}
        columns={[
          {
            title: t('consoleCycles.preview.member'),
            render: (_, e) => `${e.loginName} (${e.memberId})`,
          },
          {
            title: t('consoleCycles.preview.amount'),
            align: 'right',
            render: (_, e) => m(e.amount),
          },
        ]}
      />
      {preview.pools.length > 0 && heading('consoleCycles.preview.pools')}
      {preview.pools.length > 0 && (
        <Table
          rowKey="type"
          size="small"
          pagination={false}
          dataSource={preview.pools}
          columns={[
            {
              title: t('consoleCycles.preview.type'),
              render: (_, r) => t(bonusTypeKey(r.type), { defaultValue: r.type }),
            },
            { title: t('consoleCycles.preview.poolSize'), align: 'right', dataIndex: 'sizeBv' },
            { title: t('consoleCycles.list.paid'), align: 'right', render: (_, p) => m(p.paid) },
          ]}
        />
      )}
      {heading('consoleCycles.preview.leftOnTable')}
      <Table
        rowKey="rule"
        size="small"
        pagination={false}
        dataSource={preview.leftOnTable}
        locale={{ emptyText: t('consoleCycles.preview.none') }}
        columns={[
          { title: t('consoleCycles.preview.rule'), dataIndex: 'rule' },
          { title: t('consoleCycles.preview.members'), align: 'right', dataIndex: 'members' },
        ]}
      />
    </>
  );
}
