import type { MenuPosition } from '@portal/contract';

/** A menu entry as the seed writes it; the children's order is their sort order. */
export interface MenuSeedNode {
  name: string;
  path: string;
  position: MenuPosition;
  show: boolean;
  keepAlive: boolean;
  icon?: string;
  children: MenuSeedNode[];
}

/** A top-menu section (its own left menu); icons are Ant Design icon names. */
export function section(
  name: string,
  path: string,
  icon: string,
  children: MenuSeedNode[],
): MenuSeedNode {
  return { name, path, position: 'top', show: true, keepAlive: false, icon, children };
}

/** A left-menu entry that only opens its children. */
export function group(name: string, path: string, children: MenuSeedNode[]): MenuSeedNode {
  return { name, path, position: 'left', show: true, keepAlive: false, children };
}

/**
 * A left-menu page. Lists the member browses keep their state when left (keepAlive);
 * forms and pages whose data changes underneath (cart, wallet actions) pass `fresh`.
 */
export function page(name: string, path: string, fresh = false): MenuSeedNode {
  return { name, path, position: 'left', show: true, keepAlive: !fresh, children: [] };
}

/** A route in the tree that no menu draws (spec "Main mode" "hidden menu entry"). */
export function hidden(name: string, path: string, children: MenuSeedNode[] = []): MenuSeedNode {
  return { name, path, position: 'hidden', show: false, keepAlive: false, children };
}

export const FRESH = true;
