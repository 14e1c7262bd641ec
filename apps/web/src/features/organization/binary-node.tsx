import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutItem } from './binary-tree-layout';
import { useNodeText } from './binary-node-text';

type MemberItem = Extract<LayoutItem, { kind: 'member' }>;

interface BinaryNodeProps {
  item: MemberItem;
  focused: boolean;
  busy: boolean;
  /** load 4 more levels, or fold and unfold the loaded ones */
  onActivate: (key: string) => void;
}

/**
 * One member's card in the binary chart, always the same size. It lives in the drawn layer,
 * which screen readers skip (the outline tells them the same), so its buttons take no Tab stop:
 * the keyboard reaches them through the chart's Enter key.
 */
export function BinaryNode({ item, focused, busy, onActivate }: BinaryNodeProps) {
  const { t } = useTranslation();
  const text = useNodeText();
  const n = item.node;
  return (
    <div
      className={`bt-node bt-rank-${n.rank}${focused ? ' is-focused' : ''}${
        n.active ? '' : ' is-inactive'
      }`}
      data-key={item.key}
    >
      <div className="bt-node-head">
        <strong className="bt-login">{n.loginName}</strong>
        <span className={`bt-active${n.active ? ' is-on' : ''}`}>{text.activity(n)}</span>
      </div>
      <div className="bt-name">{n.name}</div>
      <div className="bt-rank">{text.rank(n)}</div>
      <dl className="bt-legs">
        <dt>{t('organization.side.L')}</dt>
        <dd>{text.bv(n.leftBv)}</dd>
        <dt>{t('organization.side.R')}</dt>
        <dd>{text.bv(n.rightBv)}</dd>
        <dt>{t('organization.binary.carry')}</dt>
        <dd>{text.carry(n)}</dd>
      </dl>
      {(item.loadable || item.hasLoaded) && (
        <Button
          size="small"
          shape="circle"
          tabIndex={-1}
          className="bt-expand"
          loading={busy}
          title={
            item.loadable
              ? t('organization.expand')
              : item.open
                ? t('organization.collapse')
                : t('organization.open')
          }
          onClick={(e) => {
            e.stopPropagation();
            onActivate(item.key);
          }}
        >
          {item.open ? '−' : '+'}
        </Button>
      )}
    </div>
  );
}

/** An empty slot below a member: where the next member placed on that side would go. */
export function OpenPosition({ side, focused }: { side: 'L' | 'R'; focused: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`bt-open${focused ? ' is-focused' : ''}`}>
      <span>{t('organization.binary.openPosition')}</span>
      <span className="bt-open-side">{t(`organization.side.${side}`)}</span>
    </div>
  );
}
