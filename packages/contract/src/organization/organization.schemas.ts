import { z } from 'zod';
import { pagedSchema } from '../common/field-kit.js';
import { integerIdParam, integerValue, plainDecimal } from '../common/validation.js';
import { textSchema } from '../common/text.js';
import { CYCLE_PATTERN } from './tree-cycle.js';
import { standingAwardSchema } from './standing.js';

/** The organization calls (spec "Main mode", "Marketplace mode" PlacementChat, SponsorChat, DirectlyRecommend). */
export const TREE_PATHS = {
  page: '/mm/member/tree/:tree/page',
  children: '/mm/member/tree/:tree/children',
  list: '/mm/member/tree/:tree/list',
  listExport: '/mm/member/tree/:tree/list/export',
  cycles: '/mm/member/tree/cycles',
  extreme: '/mm/member/tree/placement/extreme',
  generations: '/mm/member/tree/sponsor/generations',
} as const;

export const TREE_KINDS = ['placement', 'sponsor'] as const;
export type TreeKind = (typeof TREE_KINDS)[number];

/** Levels one page shows below its root, and children shown per node before "more". */
export const TREE_PAGE_LEVELS = 4;
export const TREE_CHILD_CAP = { placement: 2, sponsor: 6 } as const;
export const TREE_CHILDREN_PAGE = 20;
export const TREE_LIST_SIZES = [10, 20, 50, 100] as const;
export const TREE_EXPORT_MAX_ROWS = 10_000;
export const TREE_SEARCH_MAX = 50;

export const treeParamsSchema = z.object({
  tree: z.enum(TREE_KINDS, { error: 'validation.invalidValue' }),
});

export const treeCycleSchema = z
  .string({ error: 'validation.notString' })
  .regex(CYCLE_PATTERN, { error: 'validation.invalidValue' });

export const treePageQuerySchema = z.object({
  /** the node the page starts at (default: oneself) */
  root: integerIdParam.optional(),
  /** a closed cycle: the tree facts as they were at its close (default: the open cycle) */
  cycle: treeCycleSchema.optional(),
});
export type TreePageQuery = z.infer<typeof treePageQuerySchema>;

export const treeChildrenQuerySchema = z.object({
  parent: integerIdParam,
  offset: plainDecimal(
    integerValue()
      .min(0, { error: 'validation.notPositive' })
      .max(1_000_000, { error: 'validation.tooLarge' })
      .default(0),
  ),
  cycle: treeCycleSchema.optional(),
});
export type TreeChildrenQuery = z.infer<typeof treeChildrenQuerySchema>;

const filterShape = {
  /** a prefix of the login or of the name; LIKE wildcards are matched literally */
  q: textSchema({ error: 'validation.notString' })
    .trim()
    .max(TREE_SEARCH_MAX, { error: 'validation.tooLong' })
    .optional(),
  /** only the members one sponsored personally (DirectlyRecommend) */
  direct: z.enum(['true', 'false'], { error: 'validation.invalidValue' }).optional(),
  status: plainDecimal(
    integerValue()
      .min(0, { error: 'validation.notPositive' })
      .max(99, { error: 'validation.tooLarge' }),
  ).optional(),
  side: z.enum(['L', 'R'], { error: 'validation.invalidValue' }).optional(),
  /** only the members this many levels below (1 = the same as `direct` in the sponsor tree) */
  level: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.notPositive' })
      .max(100_000, { error: 'validation.tooLarge' }),
  ).optional(),
};

export const treeListQuerySchema = z.object({
  ...filterShape,
  /** a closed cycle: only members its snapshot knows, with `active` and rank as it decided */
  cycle: treeCycleSchema.optional(),
  pageNum: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.notPositive' })
      .max(100_000, { error: 'validation.tooLarge' })
      .default(1),
  ),
  pageSize: plainDecimal(
    integerValue()
      .refine((n) => (TREE_LIST_SIZES as readonly number[]).includes(n), {
        error: 'validation.invalidValue',
      })
      .default(20),
  ),
});
export type TreeListQuery = z.infer<typeof treeListQuerySchema>;

export const treeExportQuerySchema = z.object(filterShape);
export type TreeExportQuery = z.infer<typeof treeExportQuerySchema>;

/**
 * A card of the chart: who, and the member's standing as the standing service computes it
 * (the same facts the rank card and the bonus report show). Volumes in BV as exact decimal
 * strings; award codes '00' (none yet) to '10'.
 */
export const treeNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  side: z.enum(['L', 'R']).nullable(),
  /** levels below the page's root (0 = the root) */
  level: z.number().int(),
  loginName: z.string(),
  name: z.string(),
  rank: z.string(),
  paidAsAward: standingAwardSchema,
  highestAward: standingAwardSchema,
  status: z.number().int(),
  active: z.boolean(),
  joinedAt: z.string(),
  pbv: z.string(),
  leftBv: z.string(),
  rightBv: z.string(),
  leftCount: z.number().int(),
  rightCount: z.number().int(),
  carryLeft: z.string(),
  carryRight: z.string(),
  childCount: z.number().int(),
  /** children shown on this page; a node at the last level shows none */
  shownChildren: z.number().int(),
});
export type TreeNode = z.infer<typeof treeNodeSchema>;

export const treePageSchema = z.object({
  tree: z.enum(TREE_KINDS),
  cycle: z.string(),
  /** true: facts of a closed cycle's snapshot; false: the open cycle */
  asOf: z.boolean(),
  /** when the leg totals were last refreshed (open cycle), or the close time (snapshot) */
  factsAt: z.string().nullable(),
  rootId: z.number().int(),
  /** the root's parent when the member may go up one level (never above themselves) */
  upId: z.number().int().nullable(),
  nodes: z.array(treeNodeSchema),
});
export type TreePage = z.infer<typeof treePageSchema>;

export const treeChildrenSchema = z.object({
  parentId: z.number().int(),
  offset: z.number().int(),
  nodes: z.array(treeNodeSchema),
  total: z.number().int(),
});
export type TreeChildren = z.infer<typeof treeChildrenSchema>;

export const treeRowSchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  name: z.string(),
  rank: z.string(),
  status: z.number().int(),
  side: z.enum(['L', 'R']).nullable(),
  /** levels below the member in this tree */
  depth: z.number().int(),
  sponsorLogin: z.string().nullable(),
  joinedAt: z.string(),
  /** the standing's activity; only when the list asks for a `level` or a `cycle` */
  active: z.boolean().optional(),
});
export type TreeRow = z.infer<typeof treeRowSchema>;

export const treeListSchema = pagedSchema(treeRowSchema);
export type TreeList = z.infer<typeof treeListSchema>;

export const treeCyclesSchema = z.object({
  open: z.string(),
  /** closed cycles with a snapshot, newest first */
  closed: z.array(z.object({ cycle: z.string(), closedAt: z.string() })),
});
export type TreeCycles = z.infer<typeof treeCyclesSchema>;

/** A leg of the placement tree: where its outermost line ends is where new enrolees go. */
export const treeExtremeQuerySchema = z.object({
  side: z.enum(['L', 'R'], { error: 'validation.invalidValue' }),
  /** the node to start from (default: oneself) */
  root: integerIdParam.optional(),
});
export type TreeExtremeQuery = z.infer<typeof treeExtremeQuerySchema>;

export const treeExtremeSchema = z.object({
  /** the last member down the side's outermost line (the start itself when it has none) */
  id: z.number().int(),
  /** levels below the start */
  depth: z.number().int(),
});
export type TreeExtreme = z.infer<typeof treeExtremeSchema>;
