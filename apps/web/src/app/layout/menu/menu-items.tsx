import type { MenuNode } from '@portal/contract';
import type { TFunction } from 'i18next';

/** A menu entry's label: the menu namespace, else the page title, else its name. */
export function menuLabel(node: MenuNode, t: TFunction): string {
  return t(node.meta.showName, {
    defaultValue: t(`web.page.${node.name}`, { defaultValue: node.name }),
  });
}

/** Entries a menu draws below a node (hidden routes stay in the tree for breadcrumbs only). */
export function drawnChildren(node: MenuNode): MenuNode[] {
  return node.children.filter((child) => child.meta.position !== 'hidden');
}

/** Every path with its node, to act on a clicked entry. */
export function indexByPath(nodes: MenuNode[], into = new Map<string, MenuNode>()) {
  for (const node of nodes) {
    into.set(node.path, node);
    indexByPath(node.children, into);
  }
  return into;
}
