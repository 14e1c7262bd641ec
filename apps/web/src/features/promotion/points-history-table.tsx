import { POINTS_HISTORY_PAGE, type PointsEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { pointsHistoryQuery } from './api/points-history';
import { QueryState } from './query-state';

const pageSize = POINTS_HISTORY_PAGE.defaultSize;

/**
 * The points entries, newest first, one page from the server at a time: every prize adds one,
 * so the browser never holds all of them.
 */
export function PointsHistoryTable() {
  const { t } = useTranslation();
  const f = useFormats();
  const itemRender = usePaginationLabels();
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery(pointsHistoryQuery(pageNum, pageSize));
  const d = q.data;
  if (!d)
    return <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />;
  if (d.total === 0) return <Empty description={t('promotion.points.empty')} />;
  return (
    <Table<PointsEntry>
      size="small"
      rowKey="id"
      loading={q.isFetching}
      pagination={{
        current: pageNum,
        pageSize,
        total: d.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPageNum,
        itemRender,
      }}
      scroll={{ x: true }}
      dataSource={d.list}
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
  );
}
