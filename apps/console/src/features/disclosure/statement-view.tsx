import { CONSOLE_DISCLOSURE_CALLS, formatBusinessDate, formatBusinessTime } from '@portal/contract';
import { Button, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { money } from '../../shared/formats';
import { useCan } from '../../shared/operator';
import { percent, type Figures, type GroupFigures, type Statement } from './disclosure-calls';

type Row = Figures & { key: string; label: string };
const METHODS = ['participants', 'groups', 'earnings', 'statistics', 'reproducible', 'expenses'];

/**
 * One statement: the period and the ledger position it was taken at, the figures per group and
 * for everyone, the methods note; the PDF, and publishing for those who may.
 */
export function StatementView({
  statement: s,
  publishing,
  onPublish,
}: {
  statement: Statement;
  publishing: boolean;
  onPublish: () => void;
}) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const amount = (v: string | null) => (v === null ? '–' : money(v, s.minorUnit, s.currency));
  const rows: Row[] = [
    ...s.groups.map((g: GroupFigures) => ({
      ...g,
      key: g.group,
      label: t(`consoleDisclosure.group.${g.group}`),
    })),
    { ...s.overall, key: 'all', label: t('consoleDisclosure.group.all') },
  ];
  const figure = (key: 'mean' | 'median' | 'p10' | 'p90' | 'max') => ({
    title: t(`consoleDisclosure.column.${key}`),
    align: 'right' as const,
    render: (_: unknown, r: Row) => amount(r[key]),
  });
  const columns: ColumnsType<Row> = [
    {
      title: t('consoleDisclosure.column.group'),
      render: (_, r) => (r.key === 'all' ? <strong>{r.label}</strong> : r.label),
    },
    {
      title: t('consoleDisclosure.column.participants'),
      dataIndex: 'participants',
      align: 'right',
    },
    {
      title: t('consoleDisclosure.column.share'),
      align: 'right',
      render: (_, r) => percent(r.shareBp),
    },
    figure('mean'),
    figure('median'),
    figure('p10'),
    figure('p90'),
    figure('max'),
    {
      title: t('consoleDisclosure.column.nothing'),
      align: 'right',
      render: (_, r) => `${r.earnedNothing} (${percent(r.earnedNothingBp)})`,
    },
  ];
  const period = t('consoleDisclosure.period', {
    start: formatBusinessDate(s.startDate, i18n.language),
    end: formatBusinessDate(s.endDate, i18n.language),
  });
  return (
    <section aria-label={period}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {s.company}: {period}{' '}
        <Tag color={s.published ? 'green' : 'default'}>
          {t(s.published ? 'consoleDisclosure.published' : 'consoleDisclosure.draft')}
        </Tag>
      </Typography.Title>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('consoleDisclosure.currency', { currency: s.currency })}>
          {t('consoleDisclosure.position', {
            entry: s.lastEntryId,
            at: formatBusinessTime(s.takenAt),
            cycles: s.cycles,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('consoleDisclosure.column.generated')}>
          {t('consoleDisclosure.generatedBy', {
            by: s.generatedBy,
            at: formatBusinessTime(s.generatedAt),
          })}
        </Descriptions.Item>
        {s.publishedAt && (
          <Descriptions.Item label={t('consoleDisclosure.published')}>
            {t('consoleDisclosure.publishedBy', {
              by: s.publishedBy ?? '',
              at: formatBusinessTime(s.publishedAt),
            })}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          onClick={() =>
            void callConsole(CONSOLE_DISCLOSURE_CALLS.disclosurePdf, { params: { id: s.id } })
          }
        >
          {t('consoleDisclosure.pdf')}
        </Button>
        {can('disclosure:publish') && !s.published && (
          <Popconfirm
            title={t('consoleDisclosure.publishConfirm')}
            onConfirm={onPublish}
            okText={t('consoleDisclosure.publish')}
          >
            <Button type="primary" loading={publishing}>
              {t('consoleDisclosure.publish')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Table<Row>
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {t('consoleDisclosure.methods.title')}
      </Typography.Title>
      {METHODS.map((key) => (
        <Typography.Paragraph key={key} type="secondary">
          {t(`consoleDisclosure.methods.${key}`)}
        </Typography.Paragraph>
      ))}
    </section>
  );
}
