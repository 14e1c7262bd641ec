import {
  ORGANIZATION_CALLS,
  type TreeExportQuery,
  type TreeKind,
  type TreeListQuery,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { organizationKeys } from './keys';

/** GET /mm/member/tree/{tree}/page: four levels from a node of the downline. */
export const fetchTreePage = (
  tree: TreeKind,
  root: number | undefined,
  cycle: string | undefined,
  signal?: AbortSignal,
) =>
  callApi(ORGANIZATION_CALLS.page, {
    params: { tree },
    query: { ...(root ? { root } : {}), ...(cycle ? { cycle } : {}) },
    signal,
    quiet: true,
  });

export function useTreePage(tree: TreeKind, root: number | undefined, cycle: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.treePage(tree, root, cycle),
    queryFn: ({ signal }) => fetchTreePage(tree, root, cycle, signal),
  });
}

/** GET /mm/member/tree/{tree}/children: the "more" children of a node. */
export const fetchTreeChildren = (
  tree: TreeKind,
  parent: number,
  offset: number,
  cycle: string | undefined,
) =>
  callApi(ORGANIZATION_CALLS.children, {
    params: { tree },
    query: { parent, offset, ...(cycle ? { cycle } : {}) },
  });

/** GET /mm/member/tree/{tree}/list: search, direct sponsees, filters, paging. */
export function useTreeList(tree: TreeKind, query: Partial<TreeListQuery>, enabled = true) {
  return useQuery({
    queryKey: organizationKeys.treeList(tree, query),
    queryFn: ({ signal }) =>
      callApi(ORGANIZATION_CALLS.list, { params: { tree }, query, signal, quiet: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /mm/member/tree/{tree}/list/export: the same filter as a CSV download. */
export const useExportTree = (tree: TreeKind) =>
  useMutation({
    mutationFn: (query: TreeExportQuery) =>
      callApi(ORGANIZATION_CALLS.listExport, { params: { tree }, query }),
  });

/** GET /mm/member/tree/cycles: the open cycle and the closed ones with a snapshot. */
export function useTreeCycles() {
  return useQuery({
    queryKey: organizationKeys.cycles(),
    queryFn: ({ signal }) => callApi(ORGANIZATION_CALLS.cycles, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}
