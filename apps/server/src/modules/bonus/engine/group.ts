import type { CycleContext, TypeResult } from './cycle-types.js';
import { AMOUNT_SCALE, scaled, type Rational } from './rational.js';
import { bvText, rateText, standing } from './trail.js';

const BP_TO_SCALE = AMOUNT_SCALE / 1_000_000n;

/**
 * The differential group bonus without a walk per retail order: one bottom-up pass over the
 * sponsor tree carries retail volume in bands by the highest rate already paid on it (one band
 * per rank). An active distributor takes the difference to its own rate on every lower band and
 * lifts that volume into its own band; volume that reached the top rate leaves the walk.
 * The buyer's own volume enters at the buyer, who is the first on the walk.
 */
export function groupBonus(ctx: CycleContext): TypeResult {
  const { net, plan, state, facts, volumes } = ctx;
  const amounts = new Map<number, Rational>();
  const bands = new Map<number, { band: number; volume: bigint }[]>();
  const rates = plan.groupRateBp;
  const B = rates.length;
  const top = rates[B - 1]!;
  if (volumes.retailBv.some((v) => v !== 0n)) {
    const vol = new BigInt64Array(net.size * B);
    const order = net.sponsorOrder;
    for (let k = order.length - 1; k >= 0; k--) {
      const x = order[k]!;
      const base = x * B;
      vol[base]! += volumes.retailBv[x]!;
      const r = state.rank[x]!;
      const own = rates[r]!;
      if (facts.active[x]! && net.isDistributor[x]! && own > 0n) {
        let earned = 0n;
        const used: { band: number; volume: bigint }[] = [];
        for (let b = 0; b < B; b++) {
          if (rates[b]! >= own || vol[base + b]! === 0n) continue;
          earned += (own - rates[b]!) * vol[base + b]! * BP_TO_SCALE;
          used.push({ band: b, volume: vol[base + b]! });
          vol[base + r]! += vol[base + b]!;
          vol[base + b]! = 0n;
        }
        if (earned !== 0n) {
          amounts.set(x, scaled(earned));
          bands.set(x, used);
        }
      }
      const p = net.sponsor[x]!;
      if (p < 0) continue;
      for (let b = 0; b < B; b++) if (rates[b]! < top) vol[p * B + b]! += vol[base + b]!;
    }
  }
  return {
    type: 'group',
    amounts,
    trail(i) {
      const own = rates[facts.rank[i]!]!;
      return {
        rule: 'group: (own rate − highest rate paid below) × retail BV',
        ...standing(ctx, i),
        rate: rateText(own),
        sources: bands.get(i)!.map(({ band, volume }) => ({
          retailBv: bvText(volume),
          paidBelow: rateText(rates[band]!),
          differential: rateText(own - rates[band]!),
        })),
      };
    },
  };
}
