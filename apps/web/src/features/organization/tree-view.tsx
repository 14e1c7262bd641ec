import type { TreeKind } from '@portal/contract';
import { Button, Empty, Flex, Result, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../lib/format/business-time';
import { messageOf } from '../../lib/ui/field-errors';
import { useTreeCycles } from './api/tree-api';
import { TreeChart } from './tree-chart';
import { TreeSearch } from './tree-search';
import { useTreeChart } from './use-tree-chart';

function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('web.loading')} className="tree-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} active paragraph={{ rows: 2 }} style={{ paddingInlineStart: i * 20 }} />
      ))}
    </div>
  );
}

/** The chart view: cycle switch, search, up one level, back to oneself, the chart itself. */
export function TreeView({ tree }: { tree: TreeKind }) {
  const { t } = useTranslation();
  const [cycle, setCycle] = useState<string | undefined>();
  const cycles = useTreeCycles();
  const chart = useTreeChart(tree, cycle);
  const data = chart.page.data;
  const time = formatBusinessTime;

  const body = () => {
    if (chart.page.isPending) return <ChartSkeleton />;
    if (chart.page.isError || !data) {
      return (
        <Result
          status="warning"
          title={chart.page.isError ? messageOf(chart.page.error, t) : t('organization.error')}
          extra={
            <Button type="primary" onClick={() => void chart.page.refetch()}>
              {t('organization.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        {data.nodes.length === 1 && data.nodes[0]?.childCount === 0 && (
          <Empty description={t('organization.empty')} />
        )}
        {Boolean(chart.loadError) && (
          <p role="alert" className="tree-error">
            {messageOf(chart.loadError, t)}
          </p>
        )}
        <TreeChart
          rows={chart.rows}
          busyId={chart.busyId}
          onToggle={chart.toggle}
          onOpenHere={(node) => chart.setRoot(node.id)}
          onMore={chart.more}
        />
      </>
    );
  };

  return (
    <>
      <Flex wrap gap="small" align="center" className="tree-toolbar">
        <Select
          aria-label={t('organization.cycle.label')}
          className="tree-cycle"
          value={cycle ?? ''}
          onChange={(v: string) => setCycle(v || undefined)}
          options={[
            { value: '', label: t('organization.cycle.open', { cycle: cycles.data?.open ?? '' }) },
            ...(cycles.data?.closed ?? []).map((c) => ({
              value: c.cycle,
              label: t('organization.cycle.closed', { cycle: c.cycle }),
            })),
          ]}
        />
        <Button disabled={!data?.upId} onClick={() => chart.setRoot(data?.upId ?? undefined)}>
          {t('organization.up')}
        </Button>
        <Button disabled={chart.root === undefined} onClick={() => chart.setRoot(undefined)}>
          {t('organization.top')}
        </Button>
        {data && (
          <span className="muted" role="status">
            {data.factsAt
              ? t('organization.factsAt', { time: time(data.factsAt) })
              : t('organization.factsPending')}
          </span>
        )}
      </Flex>
      <TreeSearch tree={tree} onJump={(id) => chart.setRoot(id)} />
      {body()}
    </>
  );
}
