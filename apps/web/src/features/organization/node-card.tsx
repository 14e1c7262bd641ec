import type { TreeNode } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { useStandingText } from '../../shared/standing';

interface NodeCardProps {
  node: TreeNode;
  open: boolean;
  loaded: number;
  busy: boolean;
  onToggle: (node: TreeNode) => void;
  onOpenHere: (node: TreeNode) => void;
}

/**
 * One member of the chart: who, and the member's standing as the standing service computed it
 * (the rank card and the bonus report show the same): rank and awards by name, active, own BV,
 * carries and this cycle's legs with their units, joined.
 */
export function NodeCard({ node, open, loaded, busy, onToggle, onOpenHere }: NodeCardProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const joined = f.date(node.joinedAt);
  const hasChildren = node.childCount > 0;
  const carry = words.pair(words.bv(node.carryLeft), words.bv(node.carryRight));
  const leg = (side: 'L' | 'R') =>
    t('organization.card.legLine', {
      leg: t(side === 'L' ? 'member.standing.leftLeg' : 'member.standing.rightLeg'),
      facts:
        side === 'L'
          ? words.leg(node.leftBv, node.leftCount)
          : words.leg(node.rightBv, node.rightCount),
    });
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
          {node.active ? t('member.standing.isActive') : t('member.standing.notActive')}
        </Tag>
      </div>
      <dl className="tree-facts">
        <dt>{t('member.standing.rank')}</dt>
        <dd>{words.rank(node.rank)}</dd>
        <dt>{t('member.standing.paidAs')}</dt>
        <dd>{words.award(node.paidAsAward)}</dd>
        <dt>{t('member.standing.highest')}</dt>
        <dd>{words.award(node.highestAward)}</dd>
        <dt>{t('member.standing.pbv')}</dt>
        <dd>{words.bv(node.pbv)}</dd>
        <dt>{t('member.standing.carry')}</dt>
        <dd>{carry}</dd>
        <dt>{t('organization.card.joined')}</dt>
        <dd>{joined}</dd>
      </dl>
      <div className="tree-legs">
        <span>{leg('L')}</span>
        <span>{leg('R')}</span>
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
