import { memo } from 'react';
import type { BinaryLayout, LayoutItem } from './binary-tree-layout';
import { useNodeText } from './binary-node-text';

/** The id of a card's outline line, which the chart names as its active descendant. */
export const outlineId = (prefix: string, key: string) => `${prefix}-${key}`;

/** Open (true), foldable or loadable (false), or neither: a bottom card with nothing below. */
function expandedOf(item: LayoutItem): boolean | undefined {
  if (item.childKeys.some(Boolean)) return true;
  if (item.kind === 'member' && (item.loadable || item.hasLoaded)) return false;
  return undefined;
}

interface OutlineProps {
  layout: BinaryLayout;
  focusKey: string;
  prefix: string;
}

/**
 * Every loaded card as a line of the tree a screen reader reads, culled or not: depth first,
 * left before right, with its level and place among its siblings. Hidden from sight; the
 * drawn chart shows the same.
 */
export const BinaryOutline = memo(function BinaryOutline({
  layout,
  focusKey,
  prefix,
}: OutlineProps) {
  const text = useNodeText();
  return (
    <div role="none" className="visually-hidden">
      {layout.items.map((item) => {
        const parent = item.parentKey ? layout.byKey.get(item.parentKey) : undefined;
        const siblings = parent ? parent.childKeys.filter(Boolean) : [item.key];
        const id = outlineId(prefix, item.key);
        return (
          <div
            key={item.key}
            id={id}
            role="treeitem"
            aria-level={item.depth + 1}
            aria-setsize={siblings.length}
            aria-posinset={siblings.indexOf(item.key) + 1}
            aria-selected={item.key === focusKey}
            aria-expanded={expandedOf(item)}
            aria-label={item.kind === 'member' ? text.name(item.node) : text.openSlot(item.side)}
            aria-describedby={item.kind === 'member' ? `${id}-facts` : undefined}
          >
            {item.kind === 'member' ? (
              <span id={`${id}-facts`}>{text.facts(item.node)}</span>
            ) : (
              text.openSlot(item.side)
            )}
          </div>
        );
      })}
    </div>
  );
});
