import {
  TREE_EXPORT_MAX_ROWS,
  type Locale,
  type TreeExportQuery,
  type TreeKind,
  type TreeList,
  type TreeListQuery,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { readDownline, type ListFilter } from './tree-list.repository.js';
import { toTreeRow } from './tree-view.js';
import { treeCsv } from './tree-csv.js';

/** The filter of a request, always on the viewer's own downline in their own company. */
function filterOf(auth: MemberContext, tree: TreeKind, query: TreeExportQuery): ListFilter {
  return {
    tree,
    viewerId: auth.memberId,
    companyCode: auth.companyCode,
    q: query.q || undefined,
    direct: query.direct === 'true',
    status: query.status,
    side: query.side,
  };
}

/** A page of the downline: search, DirectlyRecommend (direct=true), status and leg filters. */
export async function listDownline(
  deps: AppDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreeListQuery,
): Promise<TreeList> {
  const rows = await readDownline(
    deps.db,
    filterOf(auth, tree, query),
    (query.pageNum - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    list: rows.map(toTreeRow),
    total: rows[0]?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The same filter as a CSV file in the member's language (at most TREE_EXPORT_MAX_ROWS rows). */
export async function exportDownline(
  deps: AppDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreeExportQuery,
  locale: Locale,
) {
  const rows = await readDownline(deps.db, filterOf(auth, tree, query), 0, TREE_EXPORT_MAX_ROWS);
  return treeCsv(rows.map(toTreeRow), tree, locale, deps.now());
}
