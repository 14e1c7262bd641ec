import type { Db } from '../../../db/client.js';
import { readConfig } from '../../config/index.js';
import {
  AWARD_CODES,
  computeCycle,
  cycleName,
  cycleOf,
  DEFAULT_PLAN,
  parseDecimal,
  RANK_CODES,
  type Conversion,
  type PlanSettings,
} from '../engine/index.js';
import {
  BV_RATE_KEY,
  CloseError,
  cycleNumberOf,
  bonusCompany,
  lastClosedCycle,
  loadNetwork,
  loadState,
  loadVolumes,
} from '../close/index.js';
import type {
  BonusEstimateLineTable,
  BonusEstimateMemberTable,
  BonusEstimateRunTable,
} from './estimate.tables.js';
import { findFirstVolumeCycle } from './estimate.repository.js';
import { addProjectedRuns, projectedAutoships } from './estimate-projection.js';
import { ESTIMATE_CYCLES } from '@portal/contract';

export interface EstimateRows {
  run: BonusEstimateRunTable;
  lines: BonusEstimateLineTable[];
  members: BonusEstimateMemberTable[];
}

/**
 * The estimate (compensation-plan.md "Estimated bonus"): the same pure engine as the close, on
 * a state of its own. From the last closed cycle's state it rolls forward through the ended
 * cycles not closed yet (their real volumes), then computes the open cycle (its real orders so
 * far plus the autoship runs scheduled before its end) and the next 3 (the autoship runs
 * scheduled in them; the 30-day activity window also sees the real recent orders, and carries,
 * ranks and paid-as awards roll on). Writes nothing.
 */
export async function computeEstimate(
  db: Db,
  companyCode: string,
  now: Date,
  plan: PlanSettings = DEFAULT_PLAN,
): Promise<EstimateRows> {
  const company = await bonusCompany(db, companyCode);
  if (!company) throw new CloseError(`unknown company ${companyCode}`);
  const bvRate = (await readConfig(db, companyCode, [BV_RATE_KEY]))[BV_RATE_KEY] ?? '1';
  const conversion: Conversion = {
    currency: company.currency,
    minorUnit: company.minor_unit,
    bvRate: parseDecimal(bvRate),
  };
  const open = cycleOf(now.getTime());
  const last = await lastClosedCycle(db, companyCode);
  const firstVolume = await findFirstVolumeCycle(db, companyCode);
  // never closed: ranks and awards still build up from the first cycle with volume
  let from = last ? last.cycle_no + 1 : (firstVolume && cycleNumberOf(firstVolume)) || open;
  from = Math.min(from, open);
  const { net, rows } = await loadNetwork(db, companyCode);
  const state = await loadState(db, companyCode, net, plan, last, rows);
  const projected = await projectedAutoships({ db }, companyCode, net, now);
  const lines: BonusEstimateLineTable[] = [];
  const members: BonusEstimateMemberTable[] = [];
  const cycles: string[] = [];
  for (let c = from; c < open + ESTIMATE_CYCLES; c++) {
    const volumes = await loadVolumes(db, companyCode, net, c, plan);
    if (c >= open) addProjectedRuns(volumes, projected, plan);
    const result = computeCycle(net, plan, volumes, state, conversion);
    if (c < open) continue;
    const name = cycleName(c);
    cycles.push(name);
    for (const l of result.lines) {
      if (l.amountMinor <= 0n) continue;
      lines.push({
        company_code: companyCode,
        cycle: name,
        member_id: Number(l.memberId),
        bonus_type: l.type,
        amount_minor: l.amountMinor,
      });
    }
    if (c !== open) continue;
    const f = result.facts;
    net.ids.forEach((id, i) => {
      members.push({
        member_id: Number(id),
        company_code: companyCode,
        cycle: name,
        rank_code: RANK_CODES[f.rank[i]!] ?? '0',
        active: f.active[i] === 1,
        binary_qualified: f.binaryQualified[i] === 1,
        qualified_award: AWARD_CODES[f.award[i]!] ?? '00',
        paid_as_award: AWARD_CODES[f.paidAs[i]!] ?? '00',
        highest_award: AWARD_CODES[state.highestAward[i]!] ?? '00',
        left_bv: f.leftVolume[i]!,
        right_bv: f.rightVolume[i]!,
        sponsored_left: f.sponsoredActiveLeft[i]!,
        sponsored_right: f.sponsoredActiveRight[i]!,
      });
    });
  }
  return {
    run: {
      company_code: companyCode,
      computed_at: now,
      cycles,
      currency: company.currency,
      minor_unit: company.minor_unit,
      plan_version: plan.version,
    },
    lines,
    members,
  };
}
