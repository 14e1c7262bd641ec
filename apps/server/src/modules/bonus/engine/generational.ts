import { leftRule, noteLeft, type CycleContext, type TypeResult } from './cycle-types.js';
import { scaled, type Rational } from './rational.js';
import { AWARD_CODES } from './plan-settings.js';
import { rateText, standing, valueText } from './trail.js';

/**
 * Generational leadership without a walk per team bonus: one bottom-up pass over the sponsor
 * tree carries, for each member x, the team pay of x's subtree bucketed by how many leaders
 * (paid-as award ≥ 04) sit between x (inclusive) and the payee (exclusive). A leader's
 * children's buckets are exactly "generation k+1" for the leader; passing up through a leader
 * shifts the buckets by one. G buckets per member, so O(members × G).
 */
export function generationalBonus(ctx: CycleContext, team: Map<number, bigint>): TypeResult {
  const { net, plan, facts } = ctx;
  const amounts = new Map<number, Rational>();
  const matched = new Map<number, BigInt64Array>();
  const G = plan.generationalRateBp.length;
  if (team.size > 0) {
    const inactive = leftRule(ctx, 'generational leadership', 'not active', 'amount');
    const closed = plan.generationalRateBp.map((_, g) =>
      leftRule(ctx, 'generational leadership', `generation ${g + 1} not open`, 'amount'),
    );
    const buckets = new BigInt64Array(net.size * G);
    const order = net.sponsorOrder;
    for (let k = order.length - 1; k >= 0; k--) {
      const x = order[k]!;
      const base = x * G;
      const leader = facts.paidAs[x]! >= plan.generationalMinAward;
      if (leader) {
        const open = facts.active[x] ? Math.min(plan.generationalOpen[facts.paidAs[x]!]!, G) : 0;
        let earned = 0n;
        for (let g = 0; g < G; g++) {
          const value = (buckets[base + g]! * plan.generationalRateBp[g]!) / 10_000n;
          if (g < open) earned += value;
          else noteLeft(facts.active[x] ? closed[g]! : inactive, x, value);
        }
        if (earned !== 0n) {
          amounts.set(x, scaled(earned));
          matched.set(x, buckets.slice(base, base + G));
        }
      }
      const p = net.sponsor[x]!;
      if (p < 0) continue;
      const shift = leader ? 1 : 0;
      const pBase = p * G;
      for (let g = G - 1 - shift; g >= 0; g--) buckets[pBase + g + shift]! += buckets[base + g]!;
      buckets[pBase]! += team.get(x) ?? 0n;
    }
  }
  return {
    type: 'generational leadership',
    amounts,
    trail(i) {
      const open = plan.generationalOpen[facts.paidAs[i]!]!;
      return {
        rule: 'generational: rate by generation × team bonus of the sponsor downline',
        ...standing(ctx, i),
        generationsOpen: open,
        generations: Array.from(matched.get(i)!, (teamValue, g) => ({
          generation: g + 1,
          teamBonus: valueText(scaled(teamValue)),
          rate: rateText(plan.generationalRateBp[g]!),
          open: g < open,
        })),
        leaderAward: AWARD_CODES[plan.generationalMinAward]!,
      };
    },
  };
}
