import type { GenerationLevel, SponsorGenerations as Answer } from '@portal/contract';
import { Empty, Flex, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { messageOf } from '../../shared/ui/field-errors';
import { useStandingText } from '../../shared/standing';
import { LoadFailedResult } from '../../shared/ui/load-failed';
import { ResponsiveTable, type ResponsiveColumn } from '../../shared/ui/responsive-table';
import { useSponsorGenerations } from './api/generations-api';
import { useTreeCycles } from './api/tree-api';
import { GenerationMembers } from './generation-members';
import './sponsor-generations.css';

/** Rows the skeleton draws: about the height of a first answer, so nothing jumps. */
const SKELETON_ROWS = 6;

function GenerationsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('web.loading')} className="generations-skeleton">
      <Skeleton active title={false} paragraph={{ rows: 1, width: '60%' }} />
      <Skeleton active title={false} paragraph={{ rows: SKELETON_ROWS, width: '100%' }} />
    </div>
  );
}

/** "Your rank Silver opens 3 unilevel levels" (or none), and a word when the tree goes deeper. */
function Explanation({ data }: { data: Answer }) {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const rank = words.rank(data.rank);
  const n = data.unilevelLevelsOpened;
  return (
    <p className="generations-explain">
      {n > 0
        ? t('organization.generations.explain', { rank, count: n, n: f.count(n) })
        : t('organization.generations.explainNone', { rank })}
      {data.more && (
        <span className="muted">
          {' '}
          {t('organization.generations.more', { n: f.count(data.levels.length) })}
        </span>
      )}
    </p>
  );
}

function useLevelColumns(): ResponsiveColumn<GenerationLevel>[] {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const title = (key: string) => t(`organization.generations.column.${key}`);
  return [
    {
      key: 'level',
      dataIndex: 'level',
      title: title('level'),
      phone: 'title',
      render: (level: number, row: GenerationLevel) => (
        <span className="generation-level">
          {t('organization.generations.levelName', { level: f.count(level) })}
          {row.opened && <Tag color="blue">{t('organization.generations.opened')}</Tag>}
        </span>
      ),
    },
    {
      key: 'members',
      dataIndex: 'members',
      title: title('members'),
      render: (n: number) => f.count(n),
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: title('active'),
      render: (n: number) => f.count(n),
    },
    {
      key: 'pbv',
      dataIndex: 'pbv',
      title: title('pbv'),
      phone: 'amount',
      render: (bv: string) => words.bv(bv),
    },
  ];
}

/**
 * The sponsor tree by generations: per level below the member, how many members, how many
 * active and their BV of the cycle, the unilevel levels the member's rank opens marked. A
 * level opens to its members, read page by page. On a phone each level is a card.
 */
export function SponsorGenerations() {
  const { t } = useTranslation();
  const f = useFormats();
  const [cycle, setCycle] = useState<string | undefined>();
  const cycles = useTreeCycles();
  const answer = useSponsorGenerations(cycle);
  const columns = useLevelColumns();
  const data = answer.data;
  const label = t('organization.generations.label');

  const body = () => {
    if (answer.isPending) return <GenerationsSkeleton />;
    if (answer.isError || !data) {
      return (
        <LoadFailedResult
          message={answer.isError ? messageOf(answer.error, t) : t('organization.error')}
          onRetry={() => void answer.refetch()}
          retryKey="organization.retry"
        />
      );
    }
    if (data.levels.length === 0) {
      return <Empty description={t('organization.generations.empty')} />;
    }
    return (
      <>
        <Explanation data={data} />
        <ResponsiveTable<GenerationLevel>
          rowKey="level"
          label={label}
          columns={columns}
          dataSource={data.levels}
          loading={answer.isFetching}
          emptyText={t('organization.generations.empty')}
          pagination={false}
          expandedRowRender={(row) => <GenerationMembers level={row.level} cycle={cycle} />}
        />
      </>
    );
  };

  return (
    <div className="sponsor-generations">
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
        {data?.factsAt && (
          <span className="muted" role="status">
            {t('organization.generations.factsAt', { time: f.time(data.factsAt) })}
          </span>
        )}
      </Flex>
      {body()}
    </div>
  );
}
