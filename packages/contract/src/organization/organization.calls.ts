import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  TREE_PATHS,
  treeChildrenQuerySchema,
  treeChildrenSchema,
  treeCyclesSchema,
  treeExtremeQuerySchema,
  treeExtremeSchema,
  treeExportQuerySchema,
  treeListQuerySchema,
  treeListSchema,
  treePageQuerySchema,
  treePageSchema,
  treeParamsSchema,
} from './organization.schemas.js';
import { sponsorGenerationsQuerySchema, sponsorGenerationsSchema } from './generations.js';

const tags = ['organization'] as const;

/**
 * The placement (binary) and sponsor trees. A member reads only nodes of their own downline in
 * the tree asked for: a node outside it answers exactly like one that does not exist.
 */
export const ORGANIZATION_CALLS = {
  page: defineCall({
    access: 'member',
    record: 'treeNode',
    tags,
    method: 'GET',
    path: TREE_PATHS.page,
    params: treeParamsSchema,
    query: treePageQuerySchema,
    response: treePageSchema,
    summary: 'Four levels of a tree from a node of the downline (default: oneself)',
  }),
  children: defineCall({
    access: 'member',
    record: 'treeNode',
    tags,
    method: 'GET',
    path: TREE_PATHS.children,
    params: treeParamsSchema,
    query: treeChildrenQuerySchema,
    response: treeChildrenSchema,
    summary: "More children of a downline node (the 'more' past the cap of a page)",
  }),
  list: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: TREE_PATHS.list,
    params: treeParamsSchema,
    query: treeListQuerySchema,
    response: treeListSchema,
    summary: "A page of the member's downline: search by login or name, direct sponsees, filters",
  }),
  listExport: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: TREE_PATHS.listExport,
    params: treeParamsSchema,
    query: treeExportQuerySchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'The same filtered downline as a CSV download',
  }),
  cycles: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: TREE_PATHS.cycles,
    response: treeCyclesSchema,
    summary: 'The open cycle and the closed cycles with a tree snapshot (the "as of cycle" switch)',
  }),
  placementExtreme: defineCall({
    access: 'member',
    record: 'treeNode',
    tags,
    method: 'GET',
    path: TREE_PATHS.extreme,
    query: treeExtremeQuerySchema,
    response: treeExtremeSchema,
    summary: "The bottom of a downline node's outermost left or right placement leg",
  }),
  generations: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: TREE_PATHS.generations,
    query: sponsorGenerationsQuerySchema,
    response: sponsorGenerationsSchema,
    summary: "The member's sponsor downline by generation: members, active, BV, unilevel levels",
  }),
} as const;
