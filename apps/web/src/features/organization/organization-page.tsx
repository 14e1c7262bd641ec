import type { TreeKind } from '@portal/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { TreeTable } from './tree-table';
import { SponsorGenerations } from './sponsor-generations';
import { BinaryTreeView } from './binary-tree-view';
import './organization.css';

/** Which tree a route shows, from its name (spec "Main mode", "Marketplace mode" myOrganization). */
function kindOf(titleKey: string): { tree: TreeKind; direct: boolean } {
  if (titleKey.endsWith('DirectlyRecommend')) return { tree: 'sponsor', direct: true };
  return { tree: titleKey.endsWith('SponsorChat') ? 'sponsor' : 'placement', direct: false };
}

/**
 * PlacementChat, SponsorChat (chart or table) and DirectlyRecommend (the table of one's
 * personal sponsees), on both platforms. A member sees only their own downline.
 */
export default function OrganizationPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { tree, direct } = kindOf(titleKey);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <PageFrame titleKey={titleKey}>
      {direct ? (
        <TreeTable tree={tree} directOnly />
      ) : (
        <>
          <Segmented
            className="tree-view-switch"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              {
                value: 'chart',
                // a sponsor tree reads by generations (sponsor-generations.tsx)
                label: t(
                  tree === 'sponsor' ? 'organization.view.generations' : 'organization.view.chart',
                ),
              },
              { value: 'table', label: t('organization.view.table') },
            ]}
          />
          {view === 'chart' ? (
            tree === 'placement' ? (
              <BinaryTreeView key={tree} />
            ) : (
              <SponsorGenerations key={tree} />
            )
          ) : (
            <TreeTable key={tree} tree={tree} directOnly={false} />
          )}
        </>
      )}
    </PageFrame>
  );
}
