import {
  formatMinor,
  type ConsoleJobsReportQuery,
  type ConsoleReportQuery,
  type ConsoleWithdrawalsReport,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { finishedJobsPerDay } from '../../jobs/job-stats.repository.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import {
  findReportCompany,
  payoutsPerCycle,
  pendingWithdrawals,
  salesPerCycle,
  withdrawalsPerCycle,
} from './report-money.repository.js';
import { cyclePeriod, dayPeriod } from './report-period.js';
import type { ReportScope } from './report-sql.js';

export type ReportDeps = Pick<AppDeps, 'db' | 'now' | 'jobs'>;

/**
 * The company and period a company report reads, once the operator may read reports of that
 * company (another company is refused as every console report refuses it: 403).
 */
export async function reportScope(
  deps: ReportDeps,
  operator: OperatorContext,
  query: ConsoleReportQuery,
) {
  requirePermission(operator, 'report:view', query.company);
  const company = await findReportCompany(deps.db, query.company);
  if (!company) throw new AppError('notFound');
  const period = cyclePeriod(deps.now(), query.from, query.to);
  const scope: ReportScope = { companyCode: company.code, ...period };
  const head = {
    companyCode: company.code,
    currency: company.currency,
    minorUnit: company.minor_unit,
    cycles: period.cycles,
  };
  return { scope, head };
}

/** BV in hundredths as the console shows it, `1234.50`. */
export const bvText = (hundredths: string | bigint) => formatMinor(BigInt(hundredths), 2);

export async function salesReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleReportQuery,
) {
  const { scope, head } = await reportScope(deps, operator, q);
  const rows = await salesPerCycle(deps.db, scope);
  return {
    ...head,
    rows: rows.map((r) => ({
      cycle: r.cycle,
      platform: r.platform,
      orders: Number(r.orders),
      sales: String(r.sales),
      refunds: String(r.refunds),
      net: String(BigInt(r.sales) - BigInt(r.refunds)),
      bv: bvText(r.bv),
    })),
  };
}

export async function payoutsReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleReportQuery,
) {
  const { scope, head } = await reportScope(deps, operator, q);
  const rows = await payoutsPerCycle(deps.db, scope);
  return {
    ...head,
    rows: rows.map((r) => ({
      cycle: r.cycle,
      bonusType: r.bonus_type,
      members: Number(r.members),
      amount: String(r.amount),
    })),
  };
}

export async function withdrawalsReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleReportQuery,
): Promise<ConsoleWithdrawalsReport> {
  const { scope, head } = await reportScope(deps, operator, q);
  const [steps, pending] = await Promise.all([
    withdrawalsPerCycle(deps.db, scope),
    pendingWithdrawals(deps.db, scope.companyCode),
  ]);
  const rows = head.cycles.flatMap((cycle) => {
    const of = (step: string) => steps.find((s) => s.cycle === cycle && s.step === step);
    const [requested, paid, refused] = [of('requested'), of('paid'), of('refused')];
    if (!requested && !paid && !refused) return [];
    return [
      {
        cycle,
        requested: Number(requested?.n ?? 0),
        requestedAmount: String(requested?.amount ?? 0),
        paid: Number(paid?.n ?? 0),
        paidAmount: String(paid?.amount ?? 0),
        refused: Number(refused?.n ?? 0),
        refusedAmount: String(refused?.amount ?? 0),
      },
    ];
  });
  return { ...head, pending: { count: Number(pending.n), amount: String(pending.amount) }, rows };
}

/**
 * The job queue's finished jobs per day and queue. Jobs belong to no company: any operator who
 * may read reports sees them, as the home shows every operator the failed jobs.
 */
export async function jobsReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleJobsReportQuery,
) {
  requirePermission(operator, 'report:view');
  const period = dayPeriod(deps.now(), q.fromDay, q.toDay);
  const rows = await finishedJobsPerDay(deps.db, deps.jobs.schema, period.start, period.end);
  return {
    installed: rows !== null,
    days: period.days,
    rows: (rows ?? []).map((r) => ({
      day: r.day,
      queue: r.queue,
      completed: Number(r.completed),
      failed: Number(r.failed),
    })),
  };
}
