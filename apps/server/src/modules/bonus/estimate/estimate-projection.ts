import { ESTIMATE_CYCLES, formatMinor, type EstimateCycle } from '@portal/contract';
import type { DbDeps } from '../../../lib/service-deps.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { scheduledAutoshipRuns } from '../../autoship/index.js';
import {
  businessTime,
  cycleEnd,
  cycleName,
  cycleOf,
  type CycleVolumes,
  type Network,
  type PlanSettings,
} from '../engine/index.js';

const DAY_MS = 86_400_000;
const BV_DECIMALS = 2;

/** A scheduled autoship run as the engine counts it: the buyer's index, its day, its BV. */
export interface ProjectedRun {
  index: number;
  /** the run day's start, epoch ms (the run job places the order that day) */
  at: number;
  bv: bigint;
}

const businessDay = (epochMs: number) => businessTime(epochMs).slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** The business days the estimate projects: today to the last day of its last cycle. */
function projectedDays(now: Date) {
  const open = cycleOf(now.getTime());
  return {
    from: businessDay(now.getTime()),
    to: businessDay(cycleEnd(open + ESTIMATE_CYCLES - 1) - 1),
  };
}

/**
 * The company's scheduled autoship runs from today to the end of the estimate's last cycle
 * (compensation-plan.md "Estimated bonus": the open cycle's real orders plus the autoship
 * orders scheduled before its end, later cycles the autoship orders scheduled in them), at
 * today's prices, read through the autoship face.
 */
export async function projectedAutoships(
  deps: DbDeps,
  companyCode: string,
  net: Network,
  now: Date,
): Promise<ProjectedRun[]> {
  const runs = await scheduledAutoshipRuns(deps, { companyCode, ...projectedDays(now) });
  return runs.flatMap((run) => {
    const index = net.indexOf.get(String(run.memberId));
    return index === undefined ? [] : [{ index, at: dayStart(run.runDate), bv: run.bvHundredths }];
  });
}

/**
 * Adds the projected runs to a cycle's volumes as their paid orders would count (main
 * platform, type 66: own BV and rebuy BV in the run's cycle; "active" over the 30 days before
 * the cycle's end), so the engine rolls them through every plan rule and the upline's bonus.
 */
export function addProjectedRuns(
  volumes: CycleVolumes,
  runs: readonly ProjectedRun[],
  plan: PlanSettings,
): void {
  const end = cycleEnd(volumes.cycle);
  const windowStart = end - plan.activeWindowDays * DAY_MS;
  for (const run of runs) {
    if (run.at >= windowStart && run.at < end) volumes.pbv30[run.index]! += run.bv;
    if (cycleOf(run.at) !== volumes.cycle) continue;
    volumes.pbv[run.index]! += run.bv;
    volumes.rebuyBv[run.index]! += run.bv;
  }
}

type AutoshipPart = NonNullable<EstimateCycle['autoship']>;

/**
 * The member's own scheduled autoship runs in each of the estimate's cycles (runs, amount and
 * BV at today's prices), for the estimate's answer; cycles without a run are left out.
 */
export async function memberAutoshipsByCycle(
  deps: DbDeps,
  member: Pick<MemberContext, 'memberId' | 'companyCode'>,
  now: Date,
): Promise<Map<string, AutoshipPart>> {
  const runs = await scheduledAutoshipRuns(deps, {
    companyCode: member.companyCode,
    memberId: member.memberId,
    ...projectedDays(now),
  });
  const sums = new Map<string, { runs: number; total: bigint; bv: bigint; minorUnit: number }>();
  for (const run of runs) {
    const cycle = cycleName(cycleOf(dayStart(run.runDate)));
    const sum = sums.get(cycle) ?? { runs: 0, total: 0n, bv: 0n, minorUnit: run.minorUnit };
    sum.runs++;
    sum.total += run.totalMinor;
    sum.bv += run.bvHundredths;
    sums.set(cycle, sum);
  }
  return new Map(
    [...sums].map(([cycle, s]) => [
      cycle,
      {
        runs: s.runs,
        amount: formatMinor(s.total, s.minorUnit),
        bv: formatMinor(s.bv, BV_DECIMALS),
      },
    ]),
  );
}
