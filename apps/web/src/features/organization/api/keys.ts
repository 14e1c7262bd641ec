import type { TreeKind, TreeListQuery } from '@portal/contract';

/** The organization keys; a cycle switch or another root is another cache entry. */
export const organizationKeys = {
  all: ['organization'] as const,
  treePage: (tree: TreeKind, root: number | undefined, cycle: string | undefined) =>
    [...organizationKeys.all, 'page', tree, root ?? 0, cycle ?? ''] as const,
  treeList: (tree: TreeKind, query: Partial<TreeListQuery>) =>
    [...organizationKeys.all, 'list', tree, query] as const,
  cycles: () => [...organizationKeys.all, 'cycles'] as const,
  generations: (cycle: string | undefined) =>
    [...organizationKeys.all, 'generations', cycle ?? ''] as const,
  generationMembers: (query: Partial<TreeListQuery>) =>
    [...organizationKeys.all, 'generationMembers', query] as const,
};
