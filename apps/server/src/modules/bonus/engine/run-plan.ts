import { computeCycle, type Conversion, type CycleResult } from './compute-cycle.js';
import { cycleEnd, cycleOf, DAY_MS } from './cycle-time.js';
import { newCycleVolumes, newPlanState, type CycleVolumes } from './cycle-types.js';
import { buildNetwork, NetworkError, type EngineMember, type Network } from './network.js';
import type { PlanSettings } from './plan-settings.js';

/** A paid order (or, with refund, the refund of one at the time of the refund). */
export interface EngineOrder {
  ref: string;
  memberId: string;
  bvH: bigint;
  type: number;
  platform: 'bzz' | 'wpm';
  paidAt: number;
  refund: boolean;
}

/** The orders as parallel typed arrays, `sorted` holding their positions by payment time. */
interface Placed {
  member: Int32Array;
  bv: BigInt64Array;
  sorted: Uint32Array;
}

/**
 * Volumes live in 64-bit arrays: refuse input whose total could overflow them (2^62
 * hundredths of BV, far beyond any company), rather than wrap silently.
 */
const LIMIT = 2n ** 62n;

const zeros = (n: number) => new BigInt64Array(n);

function place(net: Network, orders: readonly EngineOrder[], until: number): Placed {
  const member = new Int32Array(orders.length);
  const bv = new BigInt64Array(orders.length);
  const kept: number[] = [];
  let total = 0n;
  orders.forEach((order, k) => {
    const at = net.indexOf.get(order.memberId);
    if (at === undefined) {
      throw new NetworkError(`order ${order.ref}: member "${order.memberId}" is not a member`);
    }
    if (order.bvH < 0n) throw new NetworkError(`order ${order.ref}: BV below zero`);
    member[k] = at;
    bv[k] = order.refund ? -order.bvH : order.bvH;
    total += order.bvH;
    if (order.paidAt < until) kept.push(k);
  });
  if (total >= LIMIT) throw new NetworkError('orders: total BV too large for the engine');
  // equal times keep their input order, so results never depend on it
  kept.sort((a, b) => orders[a]!.paidAt - orders[b]!.paidAt || a - b);
  return { member, bv, sorted: Uint32Array.from(kept) };
}

/** One cycle's orders (sorted positions from..to) summed into per-member volumes. */
function cycleVolumes(
  cycle: number,
  n: number,
  orders: readonly EngineOrder[],
  p: Placed,
  from: number,
  to: number,
): CycleVolumes {
  const v: CycleVolumes = newCycleVolumes(cycle, n);
  // each member's orders of the cycle as a linked list in two typed arrays, for trails
  const first = new Int32Array(n).fill(-1);
  const next = new Int32Array(to - from).fill(-1);
  for (let s = to - 1; s >= from; s--) {
    const k = p.sorted[s]!;
    const m = p.member[k]!;
    const bv = p.bv[k]!;
    const order = orders[k]!;
    next[s - from] = first[m]!;
    first[m] = s;
    if (order.platform === 'wpm') {
      v.marketBv[m]! += bv;
      continue;
    }
    v.pbv[m]! += bv;
    if (order.type === 10 || order.type === 20) v.packageBv[m]! += bv;
    else if (order.type === 40) v.retailBv[m]! += bv;
    else if (order.type === 30 || order.type === 66) v.rebuyBv[m]! += bv;
  }
  v.ordersOf = (m) => {
    const refs: string[] = [];
    for (let s = first[m]!; s >= 0; s = next[s - from]!) refs.push(orders[p.sorted[s]!]!.ref);
    return refs;
  };
  return v;
}

/**
 * Every cycle from the earliest order's up to `until` (exclusive), rolling carries, ranks and
 * award histories forward. The 30-day volume for "active" is a sliding window over the
 * time-sorted main-platform orders, so each order is added once and removed once.
 */
export function runPlan(
  members: readonly EngineMember[],
  orders: readonly EngineOrder[],
  until: number,
  plan: PlanSettings,
  conversion: Conversion,
): { net: Network; cycles: CycleResult[] } {
  const net = buildNetwork(members);
  const placed = place(net, orders, until);
  const { sorted } = placed;
  const cycles: CycleResult[] = [];
  if (sorted.length === 0) return { net, cycles };
  const state = newPlanState(net.size, plan);
  const isMain = (s: number) => orders[sorted[s]!]!.platform === 'bzz';
  const timeOf = (s: number) => orders[sorted[s]!]!.paidAt;
  const window = zeros(net.size);
  const windowMs = plan.activeWindowDays * DAY_MS;
  let next = 0;
  let removed = 0;
  for (let cycle = cycleOf(timeOf(0)); cycle <= cycleOf(until - 1); cycle++) {
    const end = Math.min(cycleEnd(cycle), until);
    const from = next;
    for (; next < sorted.length && timeOf(next) < end; next++) {
      if (isMain(next)) window[placed.member[sorted[next]!]!]! += placed.bv[sorted[next]!]!;
    }
    for (; removed < next && timeOf(removed) < end - windowMs; removed++) {
      if (isMain(removed))
        window[placed.member[sorted[removed]!]!]! -= placed.bv[sorted[removed]!]!;
    }
    const v = cycleVolumes(cycle, net.size, orders, placed, from, next);
    v.pbv30 = window.slice();
    cycles.push(computeCycle(net, plan, v, state, conversion));
  }
  return { net, cycles };
}
