import type { ConsolePermission } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { Db } from '../../db/client.js';
import {
  countAudit,
  findLatestForTarget,
  findAuditPage,
  insertAuditEntry,
  type AuditFilter,
  type AuditRow,
} from './audit.repository.js';

/** What an action writes to the audit trail; `before` and `after` are the changed record. */
export interface AuditRecord {
  operator: string;
  source: 'console' | 'cli';
  permission?: ConsolePermission | null;
  action: string;
  companyCode?: string | null;
  target?: string | null;
  reason?: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  before?: unknown;
  after?: unknown;
  address?: string | null;
  at: Date;
}

/**
 * Appends one entry. Called inside the action's own transaction when it changed something, so
 * the change and its entry commit together or not at all.
 */
export function recordAudit(db: Db, r: AuditRecord): Promise<void> {
  return insertAuditEntry(db, {
    operator: r.operator,
    source: r.source,
    permission: r.permission ?? null,
    action: r.action,
    company_code: r.companyCode ?? null,
    target: r.target ?? null,
    reason: r.reason ?? null,
    outcome: r.outcome,
    before: r.before ?? null,
    after: r.after ?? null,
    address: r.address ?? null,
    at: r.at,
  });
}

/** The audit entry of a console action by `operator`. */
export function consoleAudit(
  operator: OperatorContext,
  entry: Omit<AuditRecord, 'operator' | 'source' | 'address'>,
): AuditRecord {
  return { ...entry, operator: operator.loginName, source: 'console', address: operator.address };
}

export interface AuditSearch {
  pageNum: number;
  pageSize: number;
  operator?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

function filterOf(operator: OperatorContext, q: AuditSearch): AuditFilter {
  return {
    operator: q.operator || undefined,
    action: q.action || undefined,
    target: q.target || undefined,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    companies: companyScope(operator),
  };
}

const viewOf = (r: AuditRow) => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  operator: r.operator,
  source: r.source,
  permission: r.permission,
  action: r.action,
  companyCode: r.company_code,
  target: r.target,
  reason: r.reason,
  outcome: r.outcome,
  // every entry's before and after are objects (jsonb written by recordAudit)
  before: (r.before ?? null) as Record<string, unknown> | null,
  after: (r.after ?? null) as Record<string, unknown> | null,
  address: r.address,
});
export type AuditView = ReturnType<typeof viewOf>;

/** The trail, newest first, limited to the companies the operator may see. */
export async function searchAudit(deps: DbDeps, operator: OperatorContext, q: AuditSearch) {
  requirePermission(operator, 'audit:view');
  const filter = filterOf(operator, q);
  const [rows, total] = await Promise.all([
    findAuditPage(deps.db, filter, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countAudit(deps.db, filter),
  ]);
  return { list: rows.map(viewOf), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Rows an export may hold: beyond this the operator narrows the filter. */
export const AUDIT_EXPORT_MAX = 50_000;

const CSV_COLUMNS = [
  'id',
  'at',
  'operator',
  'source',
  'permission',
  'action',
  'companyCode',
  'target',
  'reason',
  'outcome',
  'before',
  'after',
  'address',
] as const;

/** A cell as spreadsheets read it; a leading =, +, - or @ is quoted so it is never a formula. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The trail as CSV with the same filters (newest first). */
export async function exportAuditCsv(deps: DbDeps, operator: OperatorContext, q: AuditSearch) {
  requirePermission(operator, 'audit:view');
  const rows = await findAuditPage(deps.db, filterOf(operator, q), AUDIT_EXPORT_MAX, 0);
  const lines = rows.map(viewOf).map((v) => CSV_COLUMNS.map((c) => csvCell(v[c])).join(','));
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * The latest entries about one target (a member's page shows its own), for a caller that checked
 * the operator may see that target.
 */
export async function latestAuditOf(deps: DbDeps, target: string, limit = 10) {
  const rows = await findLatestForTarget(deps.db, target, limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    operator: r.operator,
    action: r.action,
    reason: r.reason,
    outcome: r.outcome,
  }));
}
