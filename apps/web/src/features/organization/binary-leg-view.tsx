import type { TreeNode } from '@portal/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKey, type BinaryLayout, type LayoutItem } from './binary-tree-layout';
import { useNodeText } from './binary-node-text';

/** Levels of the chosen leg listed under the current card (the page holds 3 below it). */
const LEG_LEVELS = 3;

/** The leg's cards depth first, each with its level below the leg's top. */
function legItems(layout: BinaryLayout, topKey: string | null) {
  const out: Array<{ item: LayoutItem; level: number }> = [];
  const stack = topKey ? [{ key: topKey, level: 0 }] : [];
  while (stack.length) {
    const { key, level } = stack.pop()!;
    const item = layout.byKey.get(key);
    if (!item) continue;
    out.push({ item, level });
    if (level + 1 >= LEG_LEVELS) continue;
    for (const k of [...item.childKeys].reverse()) if (k) stack.push({ key: k, level: level + 1 });
  }
  return out;
}

/** The facts of one member as a readable block: the top card and each row of the list. */
function Facts({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  const text = useNodeText();
  return (
    <>
      <span className="bt-leg-who">
        <strong>{node.loginName}</strong> {node.name}
      </span>
      <span className="bt-leg-line">
        {text.rank(node)} · {text.activity(node)}
      </span>
      <span className="bt-leg-line">
        {t('organization.side.L')} {text.bv(node.leftBv)} · {t('organization.side.R')}{' '}
        {text.bv(node.rightBv)}
      </span>
      <span className="bt-leg-line">
        {t('organization.binary.carry')} {text.carry(node)}
      </span>
    </>
  );
}

interface LegViewProps {
  layout: BinaryLayout;
  rootId: number;
  /** opens the chart at a member of the list (4 levels below it load) */
  onOpen: (id: number) => void;
}

/**
 * The phone's chart: one leg at a time. The current member on top, a switch between the two
 * legs that shows both legs' volume and members, and the chosen leg's first levels as a list
 * to tap down into.
 */
export function BinaryLegView({ layout, rootId, onOpen }: LegViewProps) {
  const { t } = useTranslation();
  const text = useNodeText();
  const [side, setSide] = useState<'L' | 'R'>('L');
  const top = layout.byKey.get(memberKey(rootId));
  if (top?.kind !== 'member') return null;
  const node = top.node;
  const option = (s: 'L' | 'R') => ({
    value: s,
    label: (
      <span className="bt-leg-option">
        <span>{t(s === 'L' ? 'member.standing.leftLeg' : 'member.standing.rightLeg')}</span>
        <span className="bt-leg-total">{text.leg(node, s)}</span>
      </span>
    ),
  });
  const rows = legItems(layout, top.childKeys[side === 'L' ? 0 : 1]);
  return (
    <div className="bt-legview">
      <article className="bt-leg-current" aria-label={text.name(node)}>
        <Facts node={node} />
      </article>
      <Segmented
        block
        className="bt-leg-switch"
        aria-label={t('organization.binary.legs')}
        value={side}
        onChange={(v) => setSide(v as 'L' | 'R')}
        options={[option('L'), option('R')]}
      />
      <ul className="bt-leg-list" aria-label={t(`organization.binary.legList${side}`)}>
        {rows.length === 0 && <li className="muted">{t('organization.binary.legUnknown')}</li>}
        {rows.map(({ item, level }) => (
          <li key={item.key} style={{ paddingInlineStart: level * 12 }}>
            {item.kind === 'member' ? (
              <button
                type="button"
                className={`bt-leg-item bt-rank-${item.node.rank}`}
                onClick={() => onOpen(item.node.id)}
              >
                <Facts node={item.node} />
              </button>
            ) : (
              <div className="bt-open bt-open-row">{text.openSlot(item.side)}</div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
