import { leftRule, noteLeft, type CycleContext, type TypeResult } from './cycle-types.js';
import type { BonusType } from './plan-settings.js';
import { AMOUNT_SCALE, scaled, type Rational } from './rational.js';
import { bvText, rateText, standing } from './trail.js';

const BP_TO_SCALE = AMOUNT_SCALE / 1_000_000n;

/**
 * A flat rate on the orders of personally sponsored members, to the sponsor if an active
 * distributor, else to nobody: the sponsor bonus (package orders) and the world plan bonus
 * (marketplace orders). The trail lists each source member's volume and orders.
 */
function sponsorRate(
  ctx: CycleContext,
  type: BonusType,
  volume: BigInt64Array,
  rateBp: bigint,
  rule: string,
): TypeResult {
  const { net, facts } = ctx;
  const amounts = new Map<number, Rational>();
  const sources = new Map<number, number[]>();
  const lapsed = leftRule(ctx, type, 'not an active distributor', 'amount');
  for (let b = 0; b < net.size; b++) {
    const v = volume[b]!;
    const s = net.sponsor[b]!;
    if (v === 0n || s < 0) continue;
    const value = v * rateBp * BP_TO_SCALE;
    if (!facts.active[s]! || !net.isDistributor[s]!) {
      noteLeft(lapsed, s, value);
      continue;
    }
    amounts.set(s, scaled((amounts.get(s)?.n ?? 0n) + value));
    const list = sources.get(s);
    if (list) list.push(b);
    else sources.set(s, [b]);
  }
  return {
    type,
    amounts,
    trail(i) {
      return {
        rule,
        ...standing(ctx, i),
        rate: rateText(rateBp),
        sources: sources.get(i)!.map((b) => ({
          memberId: net.ids[b]!,
          bv: bvText(volume[b]!),
          ...(ctx.volumes.ordersOf ? { orders: ctx.volumes.ordersOf(b) } : {}),
        })),
      };
    },
  };
}

export function sponsorBonus(ctx: CycleContext): TypeResult {
  const rule = 'sponsor: rate × first-purchase and upgrade BV of personally sponsored members';
  return sponsorRate(ctx, 'bonus', ctx.volumes.packageBv, ctx.plan.sponsorRateBp, rule);
}

export function worldPlanBonus(ctx: CycleContext): TypeResult {
  const rule = 'world plan: rate × marketplace BV of personally sponsored members';
  return sponsorRate(ctx, 'world plan bonus', ctx.volumes.marketBv, ctx.plan.worldPlanRateBp, rule);
}
