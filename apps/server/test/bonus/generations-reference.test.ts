import { describe, expect, it } from 'vitest';
import { generationalBonus } from '../../src/modules/bonus/engine/generational.js';
import { AMOUNT_SCALE } from '../../src/modules/bonus/engine/rational.js';
import { DEFAULT_PLAN as P, type EngineMember } from '../../src/modules/bonus/index.js';
import { member } from './engine-fixtures.js';
import { contextOf } from './rule-context.js';

/**
 * The generational buckets against the plan's text done the slow way: for every member d
 * with a team bonus, walk up the sponsor path counting leaders (paid-as 04+) strictly
 * between; each active leader u earns its generation's rate if that generation is open.
 */
function seeded(seed: number) {
  let a = seed;
  return () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('generational buckets against one walk per team bonus', () => {
  for (const seed of [7, 8, 9]) {
    it(`matches on random sponsor tree ${seed}`, () => {
      const random = seeded(seed);
      const size = 600;
      const members: EngineMember[] = [member('g0', null)];
      // mostly deep: a sponsor among the last few, sometimes anywhere
      for (let k = 1; k < size; k++) {
        const s =
          random() < 0.7 ? k - 1 - Math.floor(random() * Math.min(k, 4)) : Math.floor(random() * k);
        members.push(member(`g${k}`, `g${s}`));
      }
      const paidAs = members.map(() =>
        random() < 0.25 ? 4 + Math.floor(random() * 7) : Math.floor(random() * 4),
      );
      const ctx = contextOf(members, paidAs);
      members.forEach((_, i) => (ctx.facts.active[i] = random() < 0.85 ? 1 : 0));
      const team = new Map<number, bigint>();
      members.forEach((_, i) => {
        if (random() < 0.5) team.set(i, BigInt(1 + Math.floor(random() * 50000)) * 10_000n);
      });
      const slow = new Map<number, bigint>();
      for (const [d, pay] of team) {
        let between = 0;
        for (let u = ctx.net.sponsor[d]!; u >= 0; u = ctx.net.sponsor[u]!) {
          const leader = paidAs[u]! >= 4;
          if (leader && ctx.facts.active[u] && between < P.generationalOpen[paidAs[u]!]!) {
            slow.set(u, (slow.get(u) ?? 0n) + (pay * P.generationalRateBp[between]!) / 10_000n);
          }
          if (leader) between++;
        }
      }
      const fast = generationalBonus(ctx, team).amounts;
      expect(fast.size).toBeGreaterThan(20);
      expect(
        Object.fromEntries([...fast].map(([u, r]) => [u, r.n * (AMOUNT_SCALE / r.d)])),
      ).toEqual(Object.fromEntries([...slow].filter(([, v]) => v !== 0n)));
    });
  }
});
