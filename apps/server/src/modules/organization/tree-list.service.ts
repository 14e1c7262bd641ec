import {
  TREE_EXPORT_MAX_ROWS,
  type Locale,
  type TreeExportQuery,
  type TreeKind,
  type TreeList,
  type TreeListQuery,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { standingsOf } from './standing/standing.service.js';
import { readDownline, type ListFilter, type ListRow } from './tree-list.repository.js';
import { factsFor, type Facts } from './tree.service.js';
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
    level: query.level,
  };
}

/**
 * A generation's page (`level`) or a cycle's (`cycle`) shows each member's activity and rank
 * as the standing service decides them in that cycle, so the rows agree with the level's
 * totals; a page is at most 100 members, so this is one more small read.
 */
async function withStanding(deps: DbDeps, rows: ListRow[], asOf: Facts['asOf']) {
  const standings = await standingsOf(
    deps.db,
    rows.map((r) => r.id),
    asOf,
  );
  return rows.map((row) => {
    const standing = standings.get(row.id);
    const base = toTreeRow(row);
    return { ...base, rank: standing?.rank ?? base.rank, active: standing?.active ?? false };
  });
}

/**
 * A page of the downline: search, DirectlyRecommend (direct=true), one generation (level),
 * status and leg filters, optionally as of a closed cycle.
 */
export async function listDownline(
  deps: DbClockDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreeListQuery,
): Promise<TreeList> {
  const facts =
    query.cycle !== undefined || query.level !== undefined
      ? await factsFor(deps, auth, query.cycle)
      : undefined;
  const filter = filterOf(auth, tree, query);
  if (facts?.source.kind === 'snapshot') filter.snapshotCycle = facts.source.cycle;
  const rows = await readDownline(
    deps.db,
    filter,
    (query.pageNum - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    list: facts ? await withStanding(deps, rows, facts.asOf) : rows.map(toTreeRow),
    total: rows[0]?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The same filter as a CSV file in the member's language (at most TREE_EXPORT_MAX_ROWS rows). */
export async function exportDownline(
  deps: DbClockDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreeExportQuery,
  locale: Locale,
) {
  const rows = await readDownline(deps.db, filterOf(auth, tree, query), 0, TREE_EXPORT_MAX_ROWS);
  return treeCsv(rows.map(toTreeRow), tree, locale, deps.now());
}
