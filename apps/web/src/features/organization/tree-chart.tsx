import type { TreeNode } from '@portal/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NodeCard } from './node-card';
import type { ChartRow } from './tree-model';

/** Rows are measured after drawing; this is the first guess (a card on a desktop). */
const ROW_ESTIMATE = 132;
const INDENT_PX = 20;
/** Past this depth the indent stops growing, so a long leg stays readable on a phone. */
const INDENT_MAX_LEVELS = 8;

interface TreeChartProps {
  rows: ChartRow[];
  busyId: number | null;
  onToggle: (node: TreeNode) => void;
  onOpenHere: (node: TreeNode) => void;
  onMore: (parentId: number, offset: number) => void;
}

/**
 * The org chart as an indented outline in a virtualised list: whatever is loaded (thousands of
 * nodes after a few expansions), only the cards on screen are in the DOM.
 */
export function TreeChart({ rows, busyId, onToggle, onOpenHere, onMore }: TreeChartProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // the chart is not memoised, so the virtualiser's changing functions are always read fresh
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    // the first rows are drawn before the scroller is measured (and where nothing is laid out)
    initialRect: { width: 760, height: 700 },
  });
  return (
    <div
      ref={scroller}
      className="tree-scroller"
      role="tree"
      aria-label={t('organization.chart.label')}
    >
      <div className="tree-canvas" style={{ height: virtual.getTotalSize() }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const indent = Math.min(row.depth, INDENT_MAX_LEVELS) * INDENT_PX;
          return (
            <div
              key={row.kind === 'node' ? row.node.id : `more-${row.parentId}`}
              ref={virtual.measureElement}
              data-index={item.index}
              role="treeitem"
              aria-level={row.depth + 1}
              aria-expanded={row.kind === 'node' && row.node.childCount > 0 ? row.open : undefined}
              className="tree-row"
              style={{ transform: `translateY(${item.start}px)`, paddingInlineStart: indent }}
            >
              {row.kind === 'node' ? (
                <NodeCard
                  node={row.node}
                  open={row.open}
                  loaded={row.loaded}
                  busy={busyId === row.node.id}
                  onToggle={onToggle}
                  onOpenHere={onOpenHere}
                />
              ) : (
                <Button
                  type="dashed"
                  loading={busyId === row.parentId}
                  onClick={() => onMore(row.parentId, row.offset)}
                >
                  {t('organization.more', { count: row.remaining })}
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
