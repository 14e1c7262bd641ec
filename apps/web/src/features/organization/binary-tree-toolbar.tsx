import { VerticalAlignBottomOutlined } from '@ant-design/icons';
import type { TreePage } from '@portal/contract';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../lib/format/business-time';
import { useTreeCycles } from './api/tree-api';

interface ToolbarProps {
  page: TreePage | undefined;
  cycle: string | undefined;
  onCycle: (cycle: string | undefined) => void;
  /** the chart shows another root than oneself */
  away: boolean;
  onRoot: (id: number | undefined) => void;
  jumping: 'L' | 'R' | null;
  onExtreme: (side: 'L' | 'R') => void;
}

/**
 * The chart's controls: the "as of cycle" switch, up one level, back to oneself, and the two
 * jumps to the bottom of one's outermost legs, where new enrolees of that side are placed.
 */
export function BinaryTreeToolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const cycles = useTreeCycles();
  const extreme = (side: 'L' | 'R') => (
    <Button
      icon={<VerticalAlignBottomOutlined aria-hidden />}
      loading={p.jumping === side}
      disabled={p.jumping !== null}
      onClick={() => p.onExtreme(side)}
    >
      {t(side === 'L' ? 'organization.binary.extremeLeft' : 'organization.binary.extremeRight')}
    </Button>
  );
  return (
    <Flex wrap gap="small" align="center" className="tree-toolbar bt-toolbar">
      <Select
        aria-label={t('organization.cycle.label')}
        className="tree-cycle"
        value={p.cycle ?? ''}
        onChange={(v: string) => p.onCycle(v || undefined)}
        options={[
          { value: '', label: t('organization.cycle.open', { cycle: cycles.data?.open ?? '' }) },
          ...(cycles.data?.closed ?? []).map((c) => ({
            value: c.cycle,
            label: t('organization.cycle.closed', { cycle: c.cycle }),
          })),
        ]}
      />
      <Button disabled={!p.page?.upId} onClick={() => p.onRoot(p.page?.upId ?? undefined)}>
        {t('organization.up')}
      </Button>
      <Button disabled={!p.away} onClick={() => p.onRoot(undefined)}>
        {t('organization.top')}
      </Button>
      {extreme('L')}
      {extreme('R')}
      {p.page && (
        <span className="muted" role="status">
          {p.page.factsAt
            ? t('organization.factsAt', { time: formatBusinessTime(p.page.factsAt) })
            : t('organization.factsPending')}
        </span>
      )}
    </Flex>
  );
}
