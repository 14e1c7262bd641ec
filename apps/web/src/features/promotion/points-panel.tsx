import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { pointsQuery } from './api/promotion-api';
import { QueryState } from './query-state';

/**
 * The member's reward points (issue 16): what points prizes credited, and later what the points
 * shop spends. Shown on every promotion page, where the points are won.
 */
export function PointsPanel() {
  const { t } = useTranslation();
  const f = useFormats();
  const q = useQuery(pointsQuery());
  const title = t('promotion.points.title');
  const d = q.data;
  return (
    <Card size="small" title={<h2 className="promotion-card-title">{title}</h2>}>
      {!d && <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />}
      {d && (
        <>
          <Statistic
            title={t('promotion.points.balance')}
            value={d.balance}
            formatter={() => f.count(d.balance)}
          />
          <h3>{t('promotion.points.history')}</h3>
          {d.entries.length === 0 ? (
            <Empty description={t('promotion.points.empty')} />
          ) : (
            <Table
              size="small"
              rowKey={(r) => `${r.at}-${r.memo}`}
              pagination={false}
              scroll={{ x: true }}
              dataSource={d.entries}
              columns={[
                {
                  title: t('promotion.spin.at'),
                  dataIndex: 'at',
                  render: (v: string) => f.time(v),
                },
                {
                  title: t('promotion.points.source'),
                  dataIndex: 'kind',
                  render: (v: string) => t(`promotion.points.kind.${v}`),
                },
                { title: t('promotion.points.memo'), dataIndex: 'memo' },
                {
                  title: t('promotion.points.points'),
                  dataIndex: 'points',
                  align: 'right',
                  render: (v: number) => f.count(v),
                },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
