import type { AdjustmentStatus } from '@portal/contract';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbDeps } from '../../lib/service-deps.js';
import {
  countAdjustments,
  findAdjustmentPage,
  type AdjustmentFilter,
  type AdjustmentRow,
} from './adjustment-console.repository.js';

export interface AdjustmentQuery {
  pageNum: number;
  pageSize: number;
  status?: AdjustmentStatus;
  company?: string;
}

/** A request as the console shows it: amounts in minor units as decimal strings. */
export const adjustmentView = (r: AdjustmentRow) => ({
  id: r.id,
  companyCode: r.company_code,
  memberId: r.member_id,
  loginName: r.login_name,
  account: r.account,
  amount: r.amount.toString(),
  currency: r.currency,
  minorUnit: r.minor_unit,
  reason: r.reason,
  status: r.status,
  preparedBy: r.prepared_by,
  preparedAt: r.prepared_at.toISOString(),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
  decisionReason: r.decision_reason,
  journalId: r.journal_id?.toString() ?? null,
});

/** The adjustments of the companies the operator may see, newest first, paged on the server. */
export async function listAdjustments(deps: DbDeps, operator: OperatorContext, q: AdjustmentQuery) {
  requirePermission(operator, 'adjustment:create');
  const scope = companyScope(operator);
  // a company outside the operator's scope matches nothing, as if it had no adjustments
  const companies = q.company ? (scope && !scope.includes(q.company) ? [] : [q.company]) : scope;
  const filter: AdjustmentFilter = { status: q.status, companies };
  const [rows, total] = await Promise.all([
    findAdjustmentPage(deps.db, filter, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countAdjustments(deps.db, filter),
  ]);
  return { list: rows.map(adjustmentView), total, pageNum: q.pageNum, pageSize: q.pageSize };
}
