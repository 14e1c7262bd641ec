import { unilevelLevelsOpenIn } from '../../../lib/unilevel-levels-open.js';
import { DEFAULT_PLAN, type PlanSettings } from './plan-settings.js';

/**
 * How many unilevel levels a rank opens (compensation plan, Unilevel), read from the plan's
 * own table so the sponsor tree's page and the engine never disagree. An unknown code opens none.
 */
export function unilevelLevelsOpen(rank: string, plan: PlanSettings = DEFAULT_PLAN): number {
  return unilevelLevelsOpenIn(rank, plan.unilevelOpen);
}
