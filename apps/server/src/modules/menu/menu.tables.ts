import type { Generated } from 'kysely';
import type { Defaulted } from '../../db/columns.js';

/** One entry of a menu tree (migration 0007); company_code '*' is every company's default. */
export interface MenuNodeTable {
  id: Generated<number>;
  company_code: Defaulted<string>;
  platform: 'bzz' | 'wpm';
  parent_id: number | null;
  name: string;
  path: string;
  show_name: string;
  leaf: boolean;
  show: Defaulted<boolean>;
  position: 'top' | 'left' | 'hidden';
  keep_alive: Defaulted<boolean>;
  icon: string | null;
  sort: Defaulted<number>;
}

declare module '../../db/schema.js' {
  interface Database {
    menu_node: MenuNodeTable;
  }
}
