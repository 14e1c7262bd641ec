import { TREE_PATHS } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { MemberTable } from '../../src/db/schema.js';
import { createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { shopCall } from '../shop/shop-test-kit.js';

export const treePath = (name: keyof typeof TREE_PATHS, tree = 'placement') =>
  TREE_PATHS[name].replace(':tree', tree);

export const treeCall = (
  t: TestApp,
  token: string | null,
  name: keyof typeof TREE_PATHS,
  query: Record<string, string> = {},
  tree = 'placement',
  locale?: string,
) => shopCall(t, 'GET', treePath(name, tree), { token, query, locale });

/** A member placed (and sponsored) under `parent` on a side. */
export function childOf(
  t: TestApp,
  parent: { id: number },
  side: 'L' | 'R',
  overrides: Partial<Insertable<MemberTable>> = {},
) {
  return createMember(t.db, {
    sponsor_id: parent.id,
    placement_id: parent.id,
    placement_side: side,
    ...overrides,
  });
}
