import type { BinaryLayout } from './binary-tree-layout';

/** What a key press on the chart asks for. */
export type KeyAction =
  { kind: 'focus'; key: string } | { kind: 'activate'; key: string } | { kind: 'none' };

/**
 * The chart's keys, as in a tree view: Up to the parent, Left and Right to that side's child,
 * Down to the first child there is, Home to the root, Enter or Space to open, fold or load.
 */
export function keyAction(layout: BinaryLayout, focused: string, pressed: string): KeyAction {
  const item = layout.byKey.get(focused);
  const root = layout.items[0];
  if (!item || !root) return { kind: 'none' };
  const to = (key: string | null | undefined): KeyAction =>
    key && layout.byKey.has(key) ? { kind: 'focus', key } : { kind: 'none' };
  switch (pressed) {
    case 'ArrowUp':
      return to(item.parentKey);
    case 'ArrowLeft':
      return to(item.childKeys[0]);
    case 'ArrowRight':
      return to(item.childKeys[1]);
    case 'ArrowDown':
      return to(item.childKeys[0] ?? item.childKeys[1]);
    case 'Home':
      return to(root.key);
    case 'End': {
      // the last card of the outline: the bottom of what is loaded
      return to(layout.items.at(-1)?.key);
    }
    case 'Enter':
    case ' ':
      return item.kind === 'member' ? { kind: 'activate', key: item.key } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
