import {
  BONUS_TYPE_NAMES,
  ESTIMATE_CYCLES,
  ESTIMATE_REFRESH_HOURS,
  formatMinor,
  type BonusEstimate,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import type { AppDeps } from '../../../deps.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { cycleNumberOf, findCompanyCodes } from '../close/index.js';
import { businessTime, cycleOf, cycleStart } from '../engine/index.js';
import { computeEstimate } from './estimate-compute.js';
import { findMemberEstimateLines, findRun, replaceEstimate } from './estimate.repository.js';

export interface EstimateOutcome {
  company: string;
  cycles: string[];
  lines: number;
  members: number;
}

/** Computes one company's estimate and replaces the stored one in one transaction. */
export async function runEstimate(
  db: Db,
  companyCode: string,
  now: Date,
): Promise<EstimateOutcome> {
  const rows = await computeEstimate(db, companyCode, now);
  await inTransaction(db, (trx) => replaceEstimate(trx, rows.run, rows.lines, rows.members));
  return {
    company: companyCode,
    cycles: rows.run.cycles,
    lines: rows.lines.length,
    members: rows.members.length,
  };
}

/** Every company's estimate (the daily job and `bonus:estimate` without a company). */
export async function runAllEstimates(db: Db, now: Date): Promise<EstimateOutcome[]> {
  const out: EstimateOutcome[] = [];
  for (const company of await findCompanyCodes(db)) out.push(await runEstimate(db, company, now));
  return out;
}

const typeOrder = (t: string) => (BONUS_TYPE_NAMES as readonly string[]).indexOf(t);

/** The signed-in member's estimate: each of the 4 cycles with its total and types. */
export async function getBonusEstimate(
  deps: AppDeps,
  member: MemberContext,
): Promise<BonusEstimate> {
  const [run, lines] = await Promise.all([
    findRun(deps.db, member.companyCode),
    findMemberEstimateLines(deps.db, member.memberId),
  ]);
  const base = { cyclesPredicted: ESTIMATE_CYCLES, refreshHours: ESTIMATE_REFRESH_HOURS };
  if (!run) return { ...base, computedAt: null, currency: '', minorUnit: 2, cycles: [] };
  const open = cycleOf(run.computed_at.getTime());
  return {
    ...base,
    computedAt: run.computed_at.toISOString(),
    currency: run.currency,
    minorUnit: run.minor_unit,
    cycles: run.cycles.map((cycle) => {
      const mine = lines.filter((l) => l.cycle === cycle);
      mine.sort((a, b) => typeOrder(a.bonus_type) - typeOrder(b.bonus_type));
      const n = cycleNumberOf(cycle) ?? open;
      return {
        cycle,
        start: businessTime(cycleStart(n)),
        open: n === open,
        total: formatMinor(
          mine.reduce((s, l) => s + l.amount_minor, 0n),
          run.minor_unit,
        ),
        byType: mine.map((l) => ({
          type: l.bonus_type,
          amount: formatMinor(l.amount_minor, run.minor_unit),
        })),
      };
    }),
  };
}
