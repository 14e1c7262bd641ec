import type { TreeNode } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const DASH = '—';

interface NodeCardProps {
  node: TreeNode;
  open: boolean;
  loaded: number;
  busy: boolean;
  onToggle: (node: TreeNode) => void;
  onOpenHere: (node: TreeNode) => void;
}

/** One member of the chart: who, rank and awards, active, this cycle's legs, carries, joined. */
export function NodeCard({ node, open, loaded, busy, onToggle, onOpenHere }: NodeCardProps) {
  const { t, i18n } = useTranslation();
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(node.joinedAt),
  );
  const hasChildren = node.childCount > 0;
  const carry = node.carryLeft === null ? DASH : `${node.carryLeft} / ${node.carryRight ?? DASH}`;
  return (
    <article className="tree-card" aria-label={`${node.loginName} ${node.name}`}>
      <div className="tree-card-head">
        {hasChildren ? (
          <Button
            size="small"
            className="tree-toggle"
            loading={busy}
            aria-expanded={open}
            aria-label={open ? t('organization.collapse') : t('organization.open')}
            onClick={() => onToggle(node)}
          >
            {open ? '−' : '+'}
          </Button>
        ) : (
          <span className="tree-toggle-space" aria-hidden />
        )}
        <strong className="tree-login">{node.loginName}</strong>
        <span className="tree-name">{node.name}</span>
        {node.side && <Tag>{t(`organization.side.${node.side}`)}</Tag>}
        <Tag color={node.active ? 'green' : 'default'}>
          {node.active ? t('organization.card.active') : t('organization.card.inactive')}
        </Tag>
      </div>
      <dl className="tree-facts">
        <dt>{t('organization.card.rank')}</dt>
        <dd>{node.rank}</dd>
        <dt>{t('organization.card.paidAs')}</dt>
        <dd>{node.paidAsAward ?? DASH}</dd>
        <dt>{t('organization.card.highest')}</dt>
        <dd>{node.highestAward ?? DASH}</dd>
        <dt>{t('organization.card.pbv')}</dt>
        <dd>{node.pbv}</dd>
        <dt>{t('organization.card.carry')}</dt>
        <dd>{carry}</dd>
        <dt>{t('organization.card.joined')}</dt>
        <dd>{joined}</dd>
      </dl>
      <div className="tree-legs">
        <span>{t('organization.card.left', { bv: node.leftBv, count: node.leftCount })}</span>
        <span>{t('organization.card.right', { bv: node.rightBv, count: node.rightCount })}</span>
        {hasChildren && (
          <span className="muted">
            {t('organization.card.children', { count: node.childCount })}
          </span>
        )}
        {hasChildren && loaded === 0 && node.level > 0 && (
          <Button size="small" type="link" onClick={() => onOpenHere(node)}>
            {t('organization.jump')}
          </Button>
        )}
      </div>
    </article>
  );
}
