import {
  addDays,
  businessDay,
  REPORT_FORECAST_DAYS,
  type ConsoleAutoshipReportQuery,
  type ConsoleReportQuery,
} from '@portal/contract';
import type { OperatorContext } from '../../lib/console-policy.js';
import { scheduledAutoshipRuns } from '../autoship/index.js';
import { bvText, reportScope, type ReportDeps } from './report-console.service.js';
import {
  activePerCycle,
  autoshipRunsPerCycle,
  buyersPerCycle,
  joinedPerCycle,
} from './report-people.repository.js';

/** New members, buyers and (for closed cycles) active members per cycle. */
export async function membersReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleReportQuery,
) {
  const { scope, head } = await reportScope(deps, operator, q);
  const [joined, buyers, active] = await Promise.all([
    joinedPerCycle(deps.db, scope),
    buyersPerCycle(deps.db, scope),
    activePerCycle(deps.db, scope),
  ]);
  const rows = head.cycles.flatMap((cycle) => {
    const j = joined.find((r) => r.cycle === cycle);
    const b = buyers.find((r) => r.cycle === cycle);
    const a = active.find((r) => r.cycle === cycle);
    if (!j && !b && !a) return [];
    return [
      {
        cycle,
        joined: Number(j?.joined ?? 0),
        distributors: Number(j?.distributors ?? 0),
        buyers: Number(b?.buyers ?? 0),
        active: a ? Number(a.active) : null,
      },
    ];
  });
  return { ...head, rows };
}

/**
 * The runs the company's autoships will make over the next days (today included, at today's
 * prices, as the estimated bonus projects them), and how the period's runs ended: the success
 * rate is paid runs of those that paid or failed (a skipped run tried no card).
 */
export async function autoshipReport(
  deps: ReportDeps,
  operator: OperatorContext,
  q: ConsoleAutoshipReportQuery,
) {
  const { scope, head } = await reportScope(deps, operator, q);
  const today = businessDay(deps.now());
  const days = q.days ?? REPORT_FORECAST_DAYS.default;
  const lastDay = businessDay(new Date(scope.end.getTime() - 1));
  const [scheduled, runs] = await Promise.all([
    scheduledAutoshipRuns(deps, {
      companyCode: scope.companyCode,
      from: today,
      to: addDays(today, days - 1),
    }),
    autoshipRunsPerCycle(deps.db, scope, businessDay(scope.start), lastDay),
  ]);
  const byDay = new Map<string, { runs: number; amount: bigint; bv: bigint }>();
  for (const run of scheduled) {
    const entry = byDay.get(run.runDate) ?? { runs: 0, amount: 0n, bv: 0n };
    entry.runs++;
    entry.amount += run.totalMinor;
    entry.bv += run.bvHundredths;
    byDay.set(run.runDate, entry);
  }
  const forecast = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, e]) => ({ day, runs: e.runs, amount: String(e.amount), bv: bvText(e.bv) }));
  const rows = runs
    .sort((a, b) => a.cycle.localeCompare(b.cycle))
    .map((r) => {
      const [paid, failed] = [Number(r.paid), Number(r.failed)];
      return {
        cycle: r.cycle,
        runs: Number(r.runs),
        paid,
        failed,
        skipped: Number(r.skipped),
        successRate: paid + failed ? ((paid * 100) / (paid + failed)).toFixed(1) : null,
      };
    });
  return { ...head, forecast, rows };
}
