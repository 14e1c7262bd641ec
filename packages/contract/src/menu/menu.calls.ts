import { defineCall } from '../common/define-call.js';
import { MENU_PATHS, menuTreeQuerySchema, menuTreeSchema } from './menu-tree.js';

/** The member frame's menu (spec "Marketplace mode"). */
export const MENU_CALLS = {
  tree: defineCall({
    access: 'member',
    record: 'self',
    tags: ['menu'],
    method: 'GET',
    path: MENU_PATHS.tree,
    query: menuTreeQuerySchema,
    response: menuTreeSchema,
    summary: "The signed-in member's menu tree for a platform",
  }),
} as const;
