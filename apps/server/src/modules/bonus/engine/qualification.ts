import type { CycleFacts, CycleVolumes, PlanState } from './cycle-types.js';
import type { Network } from './network.js';
import type { PlanSettings } from './plan-settings.js';

/**
 * Rank, activity, leg volumes, binary qualification and awards for one cycle, each one pass
 * over flat arrays. Ranks use the cumulative package BV at the cycle's end and never go down,
 * so a refund (negative package BV) lowers the cumulative figure but never the rank.
 */
export function updateRanks(net: Network, plan: PlanSettings, v: CycleVolumes, s: PlanState) {
  const top = plan.rankBvH.length - 1;
  for (let i = 0; i < net.size; i++) {
    if (v.packageBv[i]! === 0n) continue;
    const cumulative = s.cumulativePackageBv[i]! + v.packageBv[i]!;
    s.cumulativePackageBv[i]! = cumulative;
    if (!net.isDistributor[i]!) continue; // every PC stays regular
    let r = top;
    while (r > 0 && plan.rankBvH[r]! > cumulative) r--;
    if (r > s.rank[i]!) s.rank[i]! = r;
  }
}

/** Left and right leg volume of every member: subtree sums, bottom-up once. */
function legVolumes(net: Network, pbv: BigInt64Array) {
  const subtree = pbv.slice();
  const order = net.placementOrder;
  for (let k = order.length - 1; k >= 0; k--) {
    const x = order[k]!;
    const p = net.parent[x]!;
    if (p >= 0) subtree[p]! += subtree[x]!;
  }
  const leftVolume = new BigInt64Array(net.size);
  const rightVolume = new BigInt64Array(net.size);
  for (let i = 0; i < net.size; i++) {
    leftVolume[i]! = net.left[i]! >= 0 ? subtree[net.left[i]!]! : 0n;
    rightVolume[i]! = net.right[i]! >= 0 ? subtree[net.right[i]!]! : 0n;
  }
  return { leftVolume, rightVolume };
}

function bestAward(plan: PlanSettings, weakLeg: bigint, perLeg: number): number {
  let a = plan.awards.length - 1;
  while (a > 0 && (plan.awards[a]!.weakLegBvH > weakLeg || plan.awards[a]!.perLeg > perLeg)) a--;
  return a;
}

/** Paid-as = best award qualified for in this cycle or the K−1 before; history rolls. */
function recordAwards(net: Network, plan: PlanSettings, s: PlanState, f: CycleFacts) {
  const K = plan.paidAsCycles;
  const slot = s.cyclesDone % K;
  for (let i = 0; i < net.size; i++) {
    const base = i * K;
    s.qualifiedHistory[base + slot]! = f.award[i]!;
    let paidAs = 0;
    for (let k = 0; k < K; k++) paidAs = Math.max(paidAs, s.qualifiedHistory[base + k]!);
    f.paidAs[i]! = paidAs;
    s.paidAsHistory[base + slot]! = paidAs;
    if (f.award[i]! > s.highestAward[i]!) s.highestAward[i]! = f.award[i]!;
  }
}

export function qualify(
  net: Network,
  plan: PlanSettings,
  v: CycleVolumes,
  s: PlanState,
): CycleFacts {
  const n = net.size;
  const active = new Uint8Array(n);
  let companyVolume = 0n;
  for (let i = 0; i < n; i++) {
    active[i]! = net.statusOk[i]! && v.pbv30[i]! >= plan.activeMinBvH ? 1 : 0;
    companyVolume += v.pbv[i]!;
  }
  const { leftVolume, rightVolume } = legVolumes(net, v.pbv);
  const sponsoredActiveLeft = new Int32Array(n);
  const sponsoredActiveRight = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (!active[i]! || !net.isDistributor[i]! || net.sponsor[i]! < 0) continue;
    if (net.sponsorLeg[i]! === 1) sponsoredActiveLeft[net.sponsor[i]!]!++;
    else if (net.sponsorLeg[i]! === 2) sponsoredActiveRight[net.sponsor[i]!]!++;
  }
  const binaryQualified = new Uint8Array(n);
  const award = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const perLeg = Math.min(sponsoredActiveLeft[i]!, sponsoredActiveRight[i]!);
    if (!active[i]! || !net.isDistributor[i]! || s.rank[i]! < 1 || perLeg < 1) continue;
    binaryQualified[i]! = 1;
    const weak = leftVolume[i]! < rightVolume[i]! ? leftVolume[i]! : rightVolume[i]!;
    award[i]! = bestAward(plan, weak, perLeg);
  }
  const facts: CycleFacts = {
    rank: s.rank.slice(),
    active,
    leftVolume,
    rightVolume,
    sponsoredActiveLeft,
    sponsoredActiveRight,
    binaryQualified,
    award,
    paidAs: new Uint8Array(n),
    companyVolume,
  };
  recordAwards(net, plan, s, facts);
  return facts;
}
