import {
  DEFAULT_PLAN,
  parseBvHundredths,
  parseDecimal,
  runPlan,
  type Conversion,
  type CycleResult,
  type EngineMember,
  type EngineOrder,
  type PlanSettings,
} from '../../src/modules/bonus/index.js';

/** Cycle 0 of the tests is 2026-W37, Monday 2026-09-07 00:00 UTC+8. */
export const W37 = Date.parse('2026-09-07T00:00:00+08:00');
const DAY = 86_400_000;

export const USD: Conversion = { currency: 'USD', minorUnit: 2, bvRate: parseDecimal('1') };

/** A member with overrides: a distributor with status 10, no placement unless given. */
export function member(
  id: string,
  sponsorId: string | null,
  placement?: [parentId: string, side: 'L' | 'R'],
  overrides: Partial<EngineMember> = {},
): EngineMember {
  return {
    id,
    sponsorId,
    parentId: placement?.[0] ?? null,
    side: placement?.[1] ?? null,
    type: 'DS',
    status: 10,
    ...overrides,
  };
}

let refs = 0;
/** A paid order; `day` counts from Monday of cycle 0, at 10:00 UTC+8. */
export function order(
  memberId: string,
  bv: string,
  type: number,
  day = 1,
  overrides: Partial<EngineOrder> = {},
): EngineOrder {
  return {
    ref: `o${++refs}`,
    memberId,
    bvH: parseBvHundredths(bv)!,
    type,
    platform: 'bzz',
    paidAt: W37 + day * DAY + 10 * 3_600_000,
    refund: false,
    ...overrides,
  };
}

export const refund = (memberId: string, bv: string, type: number, day: number) =>
  order(memberId, bv, type, day, { refund: true });

/** Runs `cycles` cycles from cycle 0 (an order on day 0 fixes the start). */
export function run(
  members: EngineMember[],
  orders: EngineOrder[],
  cycles = 1,
  options: { plan?: PlanSettings; conversion?: Conversion } = {},
): CycleResult[] {
  const until = W37 + cycles * 7 * DAY;
  return runPlan(members, orders, until, options.plan ?? DEFAULT_PLAN, options.conversion ?? USD)
    .cycles;
}

/** "member type" → amountMinor as a string, for one cycle's paid lines. */
export function paid(cycle: CycleResult, type?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of cycle.lines) {
    if (line.amountMinor === 0n || (type && line.type !== type)) continue;
    out[type ? line.memberId : `${line.memberId} ${line.type}`] = line.amountMinor.toString();
  }
  return out;
}

export function lineOf(cycle: CycleResult, memberId: string, type: string) {
  return cycle.lines.find((l) => l.memberId === memberId && l.type === type);
}
