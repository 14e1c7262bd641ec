import { DEFAULT_PLAN, RANK_CODES, type PlanSettings } from './plan-settings.js';

/**
 * How many unilevel levels a rank opens (compensation plan, Unilevel), read from the plan's
 * own table so the sponsor tree's page and the engine never disagree. An unknown code opens none.
 */
export function unilevelLevelsOpen(rank: string, plan: PlanSettings = DEFAULT_PLAN): number {
  const index = (RANK_CODES as readonly string[]).indexOf(rank);
  return index < 0 ? 0 : (plan.unilevelOpen[index] ?? 0);
}
