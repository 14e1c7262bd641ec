import type { CycleContext } from './cycle-types.js';
import { AWARD_CODES, RANK_CODES } from './plan-settings.js';
import { formatHundredths, formatRational, type Rational } from './rational.js';

/** Trail values are strings: BV as decimals, rates as percents, codes as the spec's. */
export const bvText = formatHundredths;
export const valueText = (r: Rational) => formatRational(r, 6);
export const rateText = (bp: bigint) => `${formatHundredths(bp)}%`;

/** The member's standing, shared by every trail. */
export function standing(ctx: CycleContext, i: number) {
  return {
    rank: RANK_CODES[ctx.facts.rank[i]!]!,
    paidAsAward: AWARD_CODES[ctx.facts.paidAs[i]!]!,
    active: ctx.facts.active[i]! === 1,
    pbv30: bvText(ctx.volumes.pbv30[i]!),
  };
}
