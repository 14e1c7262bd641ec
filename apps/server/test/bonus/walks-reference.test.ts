import { describe, expect, it } from 'vitest';
import type { CycleResult, EngineMember, Network } from '../../src/modules/bonus/index.js';
import { buildNetwork, DEFAULT_PLAN as P, roundHalfEven } from '../../src/modules/bonus/index.js';
import { member, order, run } from './engine-fixtures.js';

/**
 * The aggregate passes (group bands, unilevel compression, generational buckets) against the
 * plan's text done the slow, obvious way: one walk up the sponsor tree per buyer, on random
 * networks, using the cycle's own facts (rank, active, paid-as, team pay) as given.
 */
function seeded(seed: number) {
  let a = seed;
  return () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function randomNetwork(size: number, random: () => number) {
  const members: EngineMember[] = [member('n0', null)];
  const free = ['n0'];
  const sides = new Map<string, string>();
  for (let k = 1; k < size; k++) {
    const at = Math.floor(random() * free.length);
    const parent = free[at]!;
    const side = sides.get(parent) ? 'R' : 'L';
    if (side === 'R') free.splice(at, 1);
    else sides.set(parent, 'L');
    const type = random() < 0.15 ? 'PC' : 'DS';
    members.push(member(`n${k}`, `n${Math.floor(random() * k)}`, [parent, side], { type }));
    free.push(`n${k}`);
  }
  const types = [10, 30, 40, 66, 40, 30];
  const orders = members.flatMap((m, k) =>
    Array.from({ length: Math.floor(random() * 3) }, () =>
      order(
        m.id,
        String(Math.floor(random() * 3000) / 10 + 20),
        types[(k + Math.floor(random() * 6)) % 6]!,
        Math.floor(random() * 7),
      ),
    ),
  );
  return { members, orders };
}

const walkUp = (net: Network, from: number) => {
  const path: number[] = [];
  for (let u = net.sponsor[from]!; u >= 0; u = net.sponsor[u]!) path.push(u);
  return path;
};

/** Exact amounts in 10^-6 BV (hundredths × basis points), by member. */
function slowWalks(net: Network, c: CycleResult, retail: bigint[], rebuy: bigint[]) {
  const f = c.facts;
  const ds = (u: number) => f.active[u] === 1 && net.isDistributor[u] === 1;
  const group = new Map<number, bigint>();
  const unilevel = new Map<number, bigint>();
  const add = (m: Map<number, bigint>, u: number, v: bigint) => m.set(u, (m.get(u) ?? 0n) + v);
  for (let b = 0; b < net.size; b++) {
    if (retail[b]) {
      let paid = 0n; // the walk starts with the buyer
      for (const u of [b, ...walkUp(net, b)]) {
        if (paid >= 1000n) break;
        const rate = ds(u) ? P.groupRateBp[f.rank[u]!]! : 0n;
        if (rate > paid) add(group, u, (rate - paid) * retail[b]!);
        if (rate > paid) paid = rate;
      }
    }
    if (rebuy[b]) {
      const v1 = rebuy[b]! < 10000n ? rebuy[b]! : 10000n;
      const v2 = rebuy[b]! - v1;
      const levels = walkUp(net, b).filter(ds).slice(0, 5);
      levels.forEach((u, k) => {
        if (k < P.unilevelOpen[f.rank[u]!]!)
          add(unilevel, u, v1 * P.unilevelLowBp[k]! + v2 * P.unilevelHighBp[k]!);
      });
    }
  }
  return { group, unilevel };
}

describe('aggregate passes against one walk per buyer', () => {
  for (const seed of [1, 2, 3]) {
    it(`gives the same group and unilevel amounts on random network ${seed}`, () => {
      const random = seeded(seed);
      const { members, orders } = randomNetwork(400, random);
      const net = buildNetwork(members);
      const [c] = run(members, orders);
      const retail = new Array<bigint>(net.size).fill(0n);
      const rebuy = new Array<bigint>(net.size).fill(0n);
      for (const o of orders) {
        const i = net.indexOf.get(o.memberId)!;
        if (o.type === 40) retail[i]! += o.bvH;
        if (o.type === 30 || o.type === 66) rebuy[i]! += o.bvH;
      }
      const slow = slowWalks(net, c!, retail, rebuy);
      for (const [type, expected] of [
        ['group', slow.group],
        ['unilevel', slow.unilevel],
      ] as const) {
        const engine = Object.fromEntries(
          c!.lines.filter((l) => l.type === type).map((l) => [l.memberId, l.amountMinor]),
        );
        // 10^-6 BV → cents, half to even, at 1 USD per BV
        const want = Object.fromEntries(
          [...expected]
            .map(([u, v]) => [net.ids[u]!, roundHalfEven(v, 10000n)] as const)
            .filter(([, v]) => v > 0n),
        );
        expect(Object.keys(engine).length).toBeGreaterThan(5);
        expect(engine).toEqual(want);
      }
    });
  }
});
