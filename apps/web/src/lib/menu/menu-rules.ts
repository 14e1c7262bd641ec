import {
  CONFIG_FLAG_ON,
  DASHBOARD_MESSAGE_MENU,
  HIDE_DASHBOARD_MESSAGE_KEY,
  NO_ACTION_TOP_MENU,
  type MenuNode,
} from '@portal/contract';

export type MenuConfig = Record<string, string>;

/** Entries with meta.show only, minus the messages entry when the company hides it. */
export function visibleMenu(nodes: MenuNode[], config: MenuConfig = {}): MenuNode[] {
  const hideMessages = config[HIDE_DASHBOARD_MESSAGE_KEY] === CONFIG_FLAG_ON;
  return nodes
    .filter((node) => node.meta.show)
    .filter((node) => !(hideMessages && node.name === DASHBOARD_MESSAGE_MENU))
    .map((node) => ({ ...node, children: visibleMenu(node.children, config) }));
}

export function topMenu(nodes: MenuNode[]): MenuNode[] {
  return nodes.filter((node) => node.meta.position === 'top');
}

/** Left-menu entries of a section: what is drawn beside the page. */
export function leftMenu(section: MenuNode | undefined): MenuNode[] {
  return (section?.children ?? []).filter((node) => node.meta.position !== 'hidden');
}

/** The top-level section a path belongs to: the longest matching section path. */
export function sectionOf(nodes: MenuNode[], pathname: string): MenuNode | undefined {
  return nodes
    .filter((node) => pathname === node.path || pathname.startsWith(`${node.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Top-menu entries in NO_ACTION_TOP_MENU only open their children (spec "Layout and navigation behaviour"). */
export function isNoActionMenu(name: string): boolean {
  return (NO_ACTION_TOP_MENU as readonly string[]).includes(name);
}

/** Every node on the way to the deepest entry matching the path (for breadcrumbs). */
export function trailOf(nodes: MenuNode[], pathname: string): MenuNode[] {
  for (const node of nodes) {
    const matches = pathname === node.path || pathname.startsWith(`${node.path}/`);
    if (!matches) continue;
    return [node, ...trailOf(node.children, pathname)];
  }
  return [];
}

/** Finds the entry of a path anywhere in the tree. */
export function findNode(nodes: MenuNode[], pathname: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === pathname) return node;
    const child = findNode(node.children, pathname);
    if (child) return child;
  }
  return undefined;
}
