import type { Db } from '../../../db/client.js';
import { readConfig } from '../../config/index.js';
import {
  computeCycle,
  DEFAULT_PLAN,
  parseDecimal,
  type Conversion,
  type CycleResult,
  type CycleVolumes,
  type Network,
  type PlanSettings,
  type PlanState,
} from '../engine/index.js';
import {
  networkOf,
  readMembersAndVolumes,
  readPreviousStates,
  stateOf,
  storedStanding,
  volumesInOrder,
} from './close-input.js';
import { findCompany } from './close-read.repository.js';
import { findLastClosed } from './cycle.repository.js';

/** sys_config key of a company's conversion: 1 BV of bonus value is this many currency units. */
export const BV_RATE_KEY = 'bonusBvRate';

export interface Computed {
  net: Network;
  plan: PlanSettings;
  state: PlanState;
  conversion: Conversion;
  bvRate: string;
  result: CycleResult;
  /** the volumes the engine computed from (each member's sums of the cycle) */
  volumes: CycleVolumes;
  /** each member's rank and highest award as their row held them when read (indices) */
  stored: { rank: Int8Array; award: Int8Array; status: Int16Array };
}

/** Thrown for an operator's mistake (unknown company, cycles out of order): printed, not a bug. */
export class CloseError extends Error {}

/**
 * Reads what a close needs (members, the cycle's volume rows, the previous close's state) and
 * runs the engine. Writes nothing: preview, close and the report's explanations share it.
 */
export async function computeFromDb(
  db: Db,
  companyCode: string,
  cycle: number,
  plan: PlanSettings = DEFAULT_PLAN,
): Promise<Computed> {
  const company = await findCompany(db, companyCode);
  if (!company) throw new CloseError(`unknown company ${companyCode}`);
  const last = await findLastClosed(db, companyCode);
  if (last && last.cycle_no >= cycle) {
    throw new CloseError(`cycle ${last.cycle} is closed already: close only later cycles`);
  }
  if (last && last.cycle_no !== cycle - 1) {
    throw new CloseError(`close the cycles after ${last.cycle} in order first`);
  }
  const bvRate = (await readConfig(db, companyCode, [BV_RATE_KEY]))[BV_RATE_KEY] ?? '1';
  const conversion: Conversion = {
    currency: company.currency,
    minorUnit: company.minor_unit,
    bvRate: parseDecimal(bvRate),
  };
  // the previous close's states are read while the members and their volumes are
  const states = readPreviousStates(db, companyCode, last);
  states.catch(() => undefined); // awaited below; a failed read first must not go unhandled
  const { rows, edge } = await readMembersAndVolumes(db, companyCode, cycle, plan);
  const net = networkOf(rows);
  const volumes = volumesInOrder(net, cycle, rows, edge);
  const state = stateOf(net, plan, last, rows, await states);
  const stored = storedStanding(net, rows);
  const result = computeCycle(net, plan, volumes, state, conversion);
  return { net, plan, state, conversion, bvRate, result, volumes, stored };
}

/** Totals per bonus type in minor units, as decimal strings (stored and printed). */
export function totalsByType(result: CycleResult): Record<string, string> {
  const totals = new Map<string, bigint>();
  for (const line of result.lines) {
    totals.set(line.type, (totals.get(line.type) ?? 0n) + line.amountMinor);
  }
  return Object.fromEntries([...totals].map(([t, v]) => [t, v.toString()]));
}
