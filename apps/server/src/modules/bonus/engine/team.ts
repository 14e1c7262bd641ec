import { leftRule, noteLeft, type CycleContext, type TypeResult } from './cycle-types.js';
import { AMOUNT_SCALE, scaled, type Rational } from './rational.js';
import { bvText, rateText, standing } from './trail.js';

const BP_TO_SCALE = AMOUNT_SCALE / 1_000_000n; // hundredths × basis points = 10^-6 BV

interface TeamFacts {
  carryInLeft: bigint;
  carryInRight: bigint;
  paired: bigint;
  uncapped: bigint;
  capped: boolean;
  carryOutLeft: bigint;
  carryOutRight: bigint;
}

const clampCarry = (v: bigint, cap: bigint) => (v < 0n ? 0n : v > cap ? cap : v);

/**
 * Binary pairing with carries. A qualified member pairs min(L, R) (never below zero: refunds
 * shrink a leg, they do not create a debt) and is paid up to the rank's cap; an unqualified
 * member pairs nothing and carries both legs. Carries are capped at 50,000 BV either way.
 * Also returns each member's team pay in AMOUNT_SCALE units, which the generational bonus matches.
 */
export function teamBonus(ctx: CycleContext): TypeResult & { units: Map<number, bigint> } {
  const { net, plan, state, facts } = ctx;
  const amounts = new Map<number, Rational>();
  const units = new Map<number, bigint>();
  const detail = new Map<number, TeamFacts>();
  const cap = plan.carryCapBvH;
  const capped = leftRule(ctx, 'team', 'team cap', 'amount');
  const unqualified = leftRule(ctx, 'team', 'not binary qualified', 'flag');
  const carryLost = leftRule(ctx, 'team', 'carry above cap', 'volume');
  for (let i = 0; i < net.size; i++) {
    const carryInLeft = state.carryLeft[i]!;
    const carryInRight = state.carryRight[i]!;
    const L = carryInLeft + facts.leftVolume[i]!;
    const R = carryInRight + facts.rightVolume[i]!;
    let paired = 0n;
    if (facts.binaryQualified[i]!) {
      paired = L < R ? L : R;
      if (paired < 0n) paired = 0n;
      const rank = state.rank[i]!;
      const uncapped = paired * plan.teamRateBp[rank]! * BP_TO_SCALE;
      const limit = plan.teamCapBv[rank]! * AMOUNT_SCALE;
      const pay = uncapped > limit ? limit : uncapped;
      if (pay > 0n) {
        amounts.set(i, scaled(pay));
        units.set(i, pay);
        // carries out are filled in below, once known
        detail.set(i, {
          carryInLeft,
          carryInRight,
          paired,
          uncapped,
          capped: uncapped > limit,
          carryOutLeft: 0n,
          carryOutRight: 0n,
        });
      }
      if (uncapped > limit) {
        noteLeft(capped, i, uncapped - limit);
      }
    } else if (net.isDistributor[i]! && (facts.leftVolume[i]! > 0n || facts.rightVolume[i]! > 0n)) {
      noteLeft(unqualified, i, 1n);
    }
    const leftOver = L - paired;
    const rightOver = R - paired;
    state.carryLeft[i]! = clampCarry(leftOver, cap);
    state.carryRight[i]! = clampCarry(rightOver, cap);
    const d = detail.get(i);
    if (d) {
      d.carryOutLeft = state.carryLeft[i]!;
      d.carryOutRight = state.carryRight[i]!;
    }
    const lost = (leftOver > cap ? leftOver - cap : 0n) + (rightOver > cap ? rightOver - cap : 0n);
    if (lost > 0n) noteLeft(carryLost, i, lost);
  }
  return {
    type: 'team',
    amounts,
    units,
    trail(i) {
      const d = detail.get(i)!;
      const rank = facts.rank[i]!;
      return {
        rule: 'team: min(paired × rate, cap)',
        ...standing(ctx, i),
        leftVolume: bvText(facts.leftVolume[i]!),
        rightVolume: bvText(facts.rightVolume[i]!),
        carryInLeft: bvText(d.carryInLeft),
        carryInRight: bvText(d.carryInRight),
        paired: bvText(d.paired),
        rate: rateText(plan.teamRateBp[rank]!),
        capBv: plan.teamCapBv[rank]!.toString(),
        capApplied: d.capped,
        carryOutLeft: bvText(d.carryOutLeft),
        carryOutRight: bvText(d.carryOutRight),
      };
    },
  };
}
