import { leftRule, noteLeft, type CycleContext, type TypeResult } from './cycle-types.js';
import { AMOUNT_SCALE, scaled, type Rational } from './rational.js';
import { bvText, rateText, standing } from './trail.js';

const BP_TO_SCALE = AMOUNT_SCALE / 1_000_000n;

/**
 * Unilevel with dynamic compression. One top-down pass gives every member its nearest active
 * distributors above it in the sponsor tree (up to the number of levels), from its sponsor's
 * list, so a skipped member is never a level and no walk is longer than the levels.
 */
function compressedUplines(ctx: CycleContext, levels: number): Int32Array {
  const { net, facts } = ctx;
  const up = new Int32Array(net.size * levels).fill(-1);
  for (const x of net.sponsorOrder) {
    const p = net.sponsor[x]!;
    if (p < 0) continue;
    const counts = facts.active[p]! && net.isDistributor[p]!;
    const from = p * levels;
    const to = x * levels;
    if (counts) {
      up[to]! = p;
      for (let k = 1; k < levels; k++) up[to + k]! = up[from + k - 1]!;
    } else {
      for (let k = 0; k < levels; k++) up[to + k]! = up[from + k]!;
    }
  }
  return up;
}

interface LevelSums {
  low: bigint[];
  high: bigint[];
}

export function unilevelBonus(ctx: CycleContext): TypeResult {
  const { net, plan, state, volumes } = ctx;
  const amounts = new Map<number, Rational>();
  const sums = new Map<number, LevelSums>();
  const levels = plan.unilevelLowBp.length;
  const closed = plan.unilevelLowBp.map((_, k) =>
    leftRule(ctx, 'unilevel', `level ${k + 1} not open`, 'amount'),
  );
  const buyers: number[] = [];
  for (let b = 0; b < net.size; b++) if (volumes.rebuyBv[b]! !== 0n) buyers.push(b);
  const up = buyers.length > 0 ? compressedUplines(ctx, levels) : new Int32Array(0);
  for (const b of buyers) {
    const v = volumes.rebuyBv[b]!;
    const low = v < plan.unilevelSplitBvH ? v : plan.unilevelSplitBvH;
    const high = v - low;
    for (let k = 0; k < levels; k++) {
      const u = up[b * levels + k]!;
      if (u < 0) break;
      const value = (low * plan.unilevelLowBp[k]! + high * plan.unilevelHighBp[k]!) * BP_TO_SCALE;
      if (k >= plan.unilevelOpen[state.rank[u]!]!) {
        noteLeft(closed[k]!, u, value);
        continue;
      }
      const prior = amounts.get(u);
      amounts.set(u, scaled((prior?.n ?? 0n) + value));
      let s = sums.get(u);
      if (!s)
        sums.set(
          u,
          (s = {
            low: new Array<bigint>(levels).fill(0n),
            high: new Array<bigint>(levels).fill(0n),
          }),
        );
      s.low[k]! += low;
      s.high[k]! += high;
    }
  }
  return {
    type: 'unilevel',
    amounts,
    trail(i) {
      const s = sums.get(i)!;
      return {
        rule: 'unilevel: per level, first 100 BV × low rate + the rest × high rate',
        ...standing(ctx, i),
        levelsOpen: plan.unilevelOpen[ctx.facts.rank[i]!]!,
        levels: s.low
          .map((low, k) => ({
            level: k + 1,
            firstBv: bvText(low),
            restBv: bvText(s.high[k]!),
            rates: `${rateText(plan.unilevelLowBp[k]!)} / ${rateText(plan.unilevelHighBp[k]!)}`,
          }))
          .filter((_, k) => s.low[k]! !== 0n || s.high[k]! !== 0n),
      };
    },
  };
}
