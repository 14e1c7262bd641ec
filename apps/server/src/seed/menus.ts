import {
  MARKETPLACE_ONLY_COMPANY,
  MENU_ALL_COMPANIES,
  MENU_MAX_DEPTH,
  menuShowName,
  type Platform,
} from '@portal/contract';
import type { Db } from '../db/client.js';
import { BZZ_MENU } from './data/menu-bzz.js';
import type { MenuSeedNode } from './data/menu-nodes.js';
import { WT_WPM_MENU, WPM_MENU } from './data/menu-wpm.js';

/** Step between siblings' sort values, so an entry can later be slotted in between. */
const SORT_STEP = 10;

/** The shared trees of both platforms, and WT's own marketplace tree. */
export async function seedMenus(db: Db): Promise<void> {
  await insertTree(db, MENU_ALL_COMPANIES, 'bzz', BZZ_MENU);
  await insertTree(db, MENU_ALL_COMPANIES, 'wpm', WPM_MENU);
  await insertTree(db, MARKETPLACE_ONLY_COMPANY, 'wpm', WT_WPM_MENU);
}

/** One insert per level; a node's parent id is found by the parent's path (unique per tree). */
export async function insertTree(
  db: Db,
  companyCode: string,
  platform: Platform,
  roots: MenuSeedNode[],
): Promise<void> {
  let level = roots.map((node, i) => ({
    node,
    sort: (i + 1) * SORT_STEP,
    parentId: null as number | null,
  }));
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > MENU_MAX_DEPTH) throw new Error(`menu tree deeper than ${MENU_MAX_DEPTH} levels`);
    const inserted = await db
      .insertInto('menu_node')
      .values(
        level.map(({ node, sort, parentId }) => ({
          company_code: companyCode,
          platform,
          parent_id: parentId,
          name: node.name,
          path: node.path,
          show_name: menuShowName(node.name),
          leaf: node.children.length === 0,
          show: node.show,
          position: node.position,
          keep_alive: node.keepAlive,
          icon: node.icon ?? null,
          sort,
        })),
      )
      .returning(['id', 'path'])
      .execute();
    const idOf = new Map(inserted.map((r) => [r.path, r.id]));
    level = level.flatMap(({ node }) =>
      node.children.map((child, i) => ({
        node: child,
        sort: (i + 1) * SORT_STEP,
        parentId: idOf.get(node.path) ?? null,
      })),
    );
  }
}
