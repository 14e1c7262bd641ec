import { Button, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../shared/ui/field-errors';
import { BinaryLegView } from './binary-leg-view';
import { BinaryTreeCanvas } from './binary-tree-canvas';
import { BinaryTreeToolbar } from './binary-tree-toolbar';
import { TreeSearch } from './tree-search';
import { useBinaryTree } from './use-binary-tree';
import './binary-tree.css';

/**
 * The placement tree as a binary chart: the root on top, its left and right legs side by side,
 * open positions where a slot is free; on a phone, one leg at a time.
 */
export function BinaryTreeView() {
  const { t } = useTranslation();
  const [cycle, setCycle] = useState<string | undefined>();
  const phone = useAppStore((s) => s.device === 'mobile');
  const chart = useBinaryTree(cycle);
  const data = chart.page.data;
  const jumped = chart.jump && data && chart.jump.id === data.rootId ? chart.jump : null;

  const body = () => {
    if (chart.page.isPending) {
      return (
        <div role="status" aria-label={t('web.loading')} className="tree-skeleton">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      );
    }
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
        {phone ? (
          <BinaryLegView layout={chart.layout} rootId={data.rootId} onOpen={chart.setRoot} />
        ) : (
          <BinaryTreeCanvas
            layout={chart.layout}
            rootKey={chart.rootKey}
            focusKey={chart.focusKey}
            busyId={chart.busyId}
            autoFocus={Boolean(jumped)}
            onFocusKey={chart.setFocusKey}
            onActivate={chart.activate}
          />
        )}
      </>
    );
  };

  return (
    <div className="bt-view">
      <BinaryTreeToolbar
        page={data}
        cycle={cycle}
        onCycle={setCycle}
        away={chart.root !== undefined}
        onRoot={chart.setRoot}
        jumping={chart.jumping}
        onExtreme={(side) => void chart.jumpToExtreme(side)}
      />
      <TreeSearch tree="placement" onJump={(id) => chart.setRoot(id)} />
      {Boolean(chart.loadError) && (
        <p role="alert" className="tree-error">
          {messageOf(chart.loadError, t)}
        </p>
      )}
      <p role="status" className="bt-jumped">
        {jumped
          ? t(`organization.binary.extremeAt${jumped.side}`, {
              count: jumped.depth,
              login: data?.nodes[0]?.loginName ?? '',
            })
          : ''}
      </p>
      {body()}
    </div>
  );
}
