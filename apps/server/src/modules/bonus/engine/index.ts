/** The pure bonus engine: no database, no I/O. See docs/compensation-engine.md. */
export { computeCycle, toMinor } from './compute-cycle.js';
export type { BonusLine, Conversion, CycleResult, LeftLine } from './compute-cycle.js';
export { businessTime, cycleEnd, cycleName, cycleOf, cycleStart } from './cycle-time.js';
export { clonePlanState, newCycleVolumes, newPlanState } from './cycle-types.js';
export type { CycleFacts, CycleVolumes, PlanState } from './cycle-types.js';
export { buildNetwork, legCounts, NetworkError } from './network.js';
export type { EngineMember, Network } from './network.js';
export { AWARD_CODES, BONUS_TYPES, DEFAULT_PLAN, RANK_CODES } from './plan-settings.js';
export type { BonusType, PlanSettings } from './plan-settings.js';
export { unilevelLevelsOpen } from './levels-open.js';
export { parseBvHundredths, parseDecimal, roundHalfEven } from './rational.js';
export type { Rational } from './rational.js';
export { runPlan } from './run-plan.js';
export type { EngineOrder } from './run-plan.js';
export { simulate } from './simulator.js';
export type { SimulatorAnswer, SimulatorInput, SimulatorOutput } from './simulator.js';
