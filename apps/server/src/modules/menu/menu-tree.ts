import { MENU_ALL_COMPANIES, type MenuNode } from '@portal/contract';
import type { MenuRow } from './menu.repository.js';

/**
 * A company with rows of its own for a platform has its own tree (WT's marketplace tree
 * with wtMyAccount); every other company uses the shared tree.
 */
export function rowsOfCompany(rows: MenuRow[], companyCode: string): MenuRow[] {
  const own = rows.filter((r) => r.company_code === companyCode);
  return own.length > 0 ? own : rows.filter((r) => r.company_code === MENU_ALL_COMPANIES);
}

/** Nests rows (already in sibling order) by parent; entries named in `hidden` get show false. */
export function buildMenuTree(rows: MenuRow[], hidden: ReadonlySet<string>): MenuNode[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const toNode = (row: MenuRow): MenuNode => ({
    name: row.name,
    path: row.path,
    meta: {
      showName: row.show_name,
      leaf: row.leaf,
      show: row.show && !hidden.has(row.name),
      position: row.position,
      keepAlive: row.keep_alive,
      ...(row.icon ? { icon: row.icon } : {}),
    },
    children: (byParent.get(row.id) ?? []).map(toNode),
  });
  return (byParent.get(null) ?? []).map(toNode);
}
