import type { CycleContext, TypeResult } from './cycle-types.js';
import { AWARD_CODES } from './plan-settings.js';
import { AMOUNT_SCALE, reduce, scaled, type Rational } from './rational.js';
import { bvText, rateText, standing, valueText } from './trail.js';

const BP_TO_SCALE = AMOUNT_SCALE / 1_000_000n;

/**
 * A share of a pool of the company's main-platform volume: each holder gets pool × its
 * shares / all shares, exactly (the one place a denominator other than AMOUNT_SCALE arises).
 * No holder, or a pool at or below zero, pays nothing.
 */
function sharedPool(
  ctx: CycleContext,
  type: 'lifestyle global' | 'crown diamond ambassador global',
  poolBp: bigint,
  sharesOf: (award: number) => bigint,
): TypeResult {
  const { net, facts } = ctx;
  const amounts = new Map<number, Rational>();
  const pool = facts.companyVolume > 0n ? facts.companyVolume * poolBp * BP_TO_SCALE : 0n;
  const holders: number[] = [];
  let total = 0n;
  for (let i = 0; i < net.size; i++) {
    if (!facts.active[i]! || !net.isDistributor[i]!) continue;
    const shares = sharesOf(facts.paidAs[i]!);
    if (shares <= 0n) continue;
    holders.push(i);
    total += shares;
  }
  if (pool > 0n) {
    for (const i of holders) {
      amounts.set(i, reduce({ n: pool * sharesOf(facts.paidAs[i]!), d: AMOUNT_SCALE * total }));
    }
  }
  return {
    type,
    amounts,
    trail(i) {
      return {
        rule: `${type}: pool × own shares / all shares`,
        ...standing(ctx, i),
        companyVolume: bvText(facts.companyVolume),
        poolRate: rateText(poolBp),
        pool: valueText(scaled(pool)),
        shares: sharesOf(facts.paidAs[i]!).toString(),
        totalShares: total.toString(),
      };
    },
  };
}

export function lifestyleGlobal(ctx: CycleContext): TypeResult {
  const shares = ctx.plan.lifestyleShares;
  return sharedPool(ctx, 'lifestyle global', ctx.plan.lifestylePoolBp, (a) => shares[a] ?? 0n);
}

export function crownGlobal(ctx: CycleContext): TypeResult {
  const award = ctx.plan.crownAward;
  const type = 'crown diamond ambassador global';
  return sharedPool(ctx, type, ctx.plan.crownPoolBp, (a) => (a >= award ? 1n : 0n));
}

/** Fixed amount by paid-as award for an active member at or above the drive award K cycles running. */
export function driveBonus(ctx: CycleContext): TypeResult {
  const { net, plan, state, facts } = ctx;
  const amounts = new Map<number, Rational>();
  const K = plan.driveCycles;
  const H = plan.paidAsCycles;
  for (let i = 0; i < net.size; i++) {
    if (!facts.active[i]! || facts.paidAs[i]! < plan.driveMinAward) continue;
    let running = true;
    // the slots hold this cycle and the H−1 before; K ≤ H is required (checked by the plan)
    for (let k = 0; k < K && running; k++) {
      const slot = (((state.cyclesDone - k) % H) + H) % H;
      running = state.paidAsHistory[i * H + slot]! >= plan.driveMinAward;
    }
    const value = plan.driveBv[facts.paidAs[i]!] ?? 0n;
    if (running && value > 0n) amounts.set(i, scaled(value * AMOUNT_SCALE));
  }
  return {
    type: 'drive',
    amounts,
    trail(i) {
      return {
        rule: `drive: fixed by paid-as award, ${AWARD_CODES[plan.driveMinAward]!} or higher ${K} cycles running`,
        ...standing(ctx, i),
        amountBv: (plan.driveBv[facts.paidAs[i]!] ?? 0n).toString(),
      };
    },
  };
}
