import type { EngineMember, EngineOrder } from '../../apps/server/src/modules/bonus/index.js';

/** A small fast PRNG (mulberry32) so every run builds the same network. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `size` members: a root, a power leg of `chain` members (each sponsored by and placed left
 * of the one before), and the rest joining at random: a uniformly random earlier sponsor and
 * a random free placement slot anywhere in the tree.
 */
export function benchNetwork(size: number, chain: number, random: () => number): EngineMember[] {
  const members: EngineMember[] = [];
  const free: number[] = []; // members with a free side; taken sides below
  const taken = new Uint8Array(size);
  const add = (k: number, sponsor: number, parent: number, side: 'L' | 'R' | null) => {
    members.push({
      id: `m${k}`,
      sponsorId: sponsor < 0 ? null : `m${sponsor}`,
      parentId: parent < 0 ? null : `m${parent}`,
      side,
      type: random() < 0.1 ? 'PC' : 'DS',
      status: random() < 0.97 ? 10 : 20,
    });
    free.push(k);
  };
  add(0, -1, -1, null);
  members[0]!.type = 'DS';
  for (let k = 1; k <= chain; k++) {
    add(k, k - 1, k - 1, 'L');
    taken[k - 1]! |= 1;
  }
  for (let k = chain + 1; k < size; k++) {
    const at = Math.floor(random() * free.length);
    const parent = free[at]!;
    const side = taken[parent]! & 1 ? 'R' : 'L';
    taken[parent]! |= side === 'L' ? 1 : 2;
    if (taken[parent] === 3) free[at] = free.pop()!;
    add(k, Math.floor(random() * k), parent, side);
  }
  return members;
}

const TYPES = [10, 10, 10, 30, 30, 30, 40, 40, 66, 66];

/** About one order per member in one cycle: package, maintenance, retail, autoship, 5% wpm, 1% refunds. */
export function benchOrders(members: EngineMember[], cycleStart: number, random: () => number) {
  const week = 7 * 86_400_000;
  const orders: EngineOrder[] = [];
  members.forEach((m, k) => {
    if (random() < 0.1) return;
    const type = m.type === 'PC' && TYPES[k % 10] === 20 ? 10 : TYPES[k % 10]!;
    orders.push({
      ref: `o${k}`,
      memberId: m.id,
      bvH: BigInt(2000 + Math.floor(random() * 28000)),
      type,
      platform: random() < 0.05 ? 'wpm' : 'bzz',
      paidAt: cycleStart + Math.floor(random() * week),
      refund: random() < 0.01,
    });
  });
  return orders;
}
