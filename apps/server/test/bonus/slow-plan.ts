import {
  cycleEnd,
  cycleOf,
  DEFAULT_PLAN as P,
  type EngineMember,
  type EngineOrder,
} from '../../src/modules/bonus/index.js';

/**
 * The plan written the slow, obvious way from its text, not from the engine: objects and
 * per-order walks up the trees, every figure recomputed from the orders. Amounts are exact:
 * [numerator, denominator] in BV value. Used only to check the engine on random networks.
 */
type Amount = [bigint, bigint];
const DAY = 86_400_000;

export function slowPlan(members: EngineMember[], orders: EngineOrder[], until: number) {
  const byId = new Map(members.map((m) => [m.id, m]));
  const sponsorOf = (id: string) => byId.get(id)!.sponsorId;
  const parentOf = (id: string) => byId.get(id)!;
  const isDs = (id: string) => byId.get(id)!.type === 'DS';
  const signed = (o: EngineOrder) => (o.refund ? -o.bvH : o.bvH);
  const main = orders.filter((o) => o.platform === 'bzz' && o.paidAt < until);
  const rank = new Map<string, number>();
  const cumulative = new Map<string, bigint>();
  const carry = new Map<string, [bigint, bigint]>();
  const qualifiedHistory = new Map<string, number[]>();
  const paidAsHistory = new Map<string, number[]>();
  const out: Map<string, Amount>[] = [];
  const first = Math.min(...orders.filter((o) => o.paidAt < until).map((o) => o.paidAt));
  for (let c = cycleOf(first); c < cycleOf(until - 1) + 1; c++) {
    const end = cycleEnd(c);
    const inCycle = orders.filter((o) => o.paidAt < until && cycleOf(o.paidAt) === c);
    const sum = (id: string, test: (o: EngineOrder) => boolean) =>
      inCycle.filter((o) => o.memberId === id && test(o)).reduce((s, o) => s + signed(o), 0n);
    const isMain = (o: EngineOrder) => o.platform === 'bzz';
    const pbv = (id: string) => sum(id, isMain);
    const amounts = new Map<string, Amount>();
    const pay = (id: string, type: string, [n, d]: Amount) => {
      const key = `${id} ${type}`;
      const [pn, pd] = amounts.get(key) ?? [0n, 1n];
      amounts.set(key, [pn * d + n * pd, pd * d]);
    };
    // rank: cumulative package BV, never down; PCs regular
    for (const m of members) {
      const cum =
        (cumulative.get(m.id) ?? 0n) +
        sum(m.id, (o) => isMain(o) && (o.type === 10 || o.type === 20));
      cumulative.set(m.id, cum);
      let r = 0;
      P.rankBvH.forEach((need, k) => (cum >= need && k > 0 ? (r = k) : 0));
      rank.set(m.id, m.type === 'PC' ? 0 : Math.max(rank.get(m.id) ?? 0, r));
    }
    const activeMemo = new Map<string, boolean>();
    const active = (id: string) => {
      if (!activeMemo.has(id)) activeMemo.set(id, isActive(id));
      return activeMemo.get(id)!;
    };
    const isActive = (id: string) =>
      byId.get(id)!.status === 10 &&
      main
        .filter((o) => o.memberId === id && o.paidAt >= end - 30 * DAY && o.paidAt < end)
        .reduce((s, o) => s + signed(o), 0n) >= P.activeMinBvH;
    const activeDs = (id: string) => isDs(id) && active(id);
    // legs: walk up the placement tree from every member, adding its PBV to one side
    const legs = new Map<string, [bigint, bigint]>(members.map((m) => [m.id, [0n, 0n]]));
    const sponsoredActive = new Map<string, [number, number]>(members.map((m) => [m.id, [0, 0]]));
    for (const m of members) {
      const v = pbv(m.id);
      for (let x = m; x.parentId; x = parentOf(x.parentId)) {
        legs.get(x.parentId)![x.side === 'L' ? 0 : 1] += v;
        if (x.parentId === m.sponsorId && activeDs(m.id))
          sponsoredActive.get(m.sponsorId)![x.side === 'L' ? 0 : 1]++;
      }
    }
    const paidAs = new Map<string, number>();
    for (const m of members) {
      const [l, r] = legs.get(m.id)!;
      const [sl, sr] = sponsoredActive.get(m.id)!;
      const bq = activeDs(m.id) && rank.get(m.id)! >= 1 && sl >= 1 && sr >= 1;
      let award = 0;
      if (bq)
        P.awards.forEach((a, k) =>
          k > 0 && (l < r ? l : r) >= a.weakLegBvH && Math.min(sl, sr) >= a.perLeg
            ? (award = k)
            : 0,
        );
      const history = [...(qualifiedHistory.get(m.id) ?? []), award].slice(-4);
      qualifiedHistory.set(m.id, history);
      paidAs.set(m.id, Math.max(...history));
      paidAsHistory.set(m.id, [...(paidAsHistory.get(m.id) ?? []), paidAs.get(m.id)!].slice(-4));
      // team
      const [cl, cr] = carry.get(m.id) ?? [0n, 0n];
      const L = cl + l;
      const R = cr + r;
      let paired = 0n;
      if (bq) {
        paired = L < R ? L : R;
        if (paired < 0n) paired = 0n;
        const raw = paired * P.teamRateBp[rank.get(m.id)!]!; // 10^-6 BV
        const cap = P.teamCapBv[rank.get(m.id)!]! * 1_000_000n;
        if (raw > 0n) pay(m.id, 'team', [raw < cap ? raw : cap, 1_000_000n]);
      }
      const clamp = (v: bigint) => (v < 0n ? 0n : v > P.carryCapBvH ? P.carryCapBvH : v);
      carry.set(m.id, [clamp(L - paired), clamp(R - paired)]);
    }
    slowSponsorTypes(members, inCycle, { activeDs, rank, sponsorOf, pay, signed });
    slowLeaderTypes(members, amounts, {
      active,
      paidAs,
      paidAsHistory,
      sponsorOf,
      pay,
      inCycle,
      signed,
    });
    out.push(amounts);
  }
  return out;
}

interface Walks {
  activeDs: (id: string) => boolean;
  rank: Map<string, number>;
  sponsorOf: (id: string) => string | null;
  pay: (id: string, type: string, amount: Amount) => void;
  signed: (o: EngineOrder) => bigint;
}

/** Sponsor, world plan, group (a walk per retail order) and unilevel (a walk per buyer). */
function slowSponsorTypes(members: EngineMember[], inCycle: EngineOrder[], w: Walks) {
  const M = 1_000_000n;
  for (const o of inCycle) {
    const s = w.sponsorOf(o.memberId);
    const v = w.signed(o);
    if (s && w.activeDs(s) && o.platform === 'wpm')
      w.pay(s, 'world plan bonus', [v * P.worldPlanRateBp, M]);
    if (o.platform !== 'bzz') continue;
    if (s && w.activeDs(s) && (o.type === 10 || o.type === 20))
      w.pay(s, 'bonus', [v * P.sponsorRateBp, M]);
    if (o.type === 40) {
      let paid = 0n;
      for (let u: string | null = o.memberId; u && paid < 1000n; u = w.sponsorOf(u)) {
        const rate = w.activeDs(u) ? P.groupRateBp[w.rank.get(u)!]! : 0n;
        if (rate > paid) {
          w.pay(u, 'group', [(rate - paid) * v, M]);
          paid = rate;
        }
      }
    }
  }
  for (const b of members) {
    const V = inCycle
      .filter(
        (o) => o.memberId === b.id && o.platform === 'bzz' && (o.type === 30 || o.type === 66),
      )
      .reduce((s, o) => s + w.signed(o), 0n);
    if (V === 0n) continue;
    const V1 = V < 10000n ? V : 10000n;
    let level = 0;
    for (let u = w.sponsorOf(b.id); u && level < 5; u = w.sponsorOf(u)) {
      if (!w.activeDs(u)) continue;
      if (level < P.unilevelOpen[w.rank.get(u)!]!)
        w.pay(u, 'unilevel', [
          V1 * P.unilevelLowBp[level]! + (V - V1) * P.unilevelHighBp[level]!,
          M,
        ]);
      level++;
    }
  }
}

/** Generational (a walk per team bonus), the two pools and drive. */
function slowLeaderTypes(
  members: EngineMember[],
  amounts: Map<string, Amount>,
  w: Pick<Walks, 'sponsorOf' | 'pay' | 'signed'> & {
    active: (id: string) => boolean;
    paidAs: Map<string, number>;
    paidAsHistory: Map<string, number[]>;
    inCycle: EngineOrder[];
  },
) {
  const teams = members.filter((m) => amounts.has(`${m.id} team`));
  for (const d of teams) {
    const [n, den] = amounts.get(`${d.id} team`)!;
    let between = 0;
    for (let u = w.sponsorOf(d.id); u; u = w.sponsorOf(u)) {
      const pa = w.paidAs.get(u)!;
      if (pa >= 4 && w.active(u) && between < P.generationalOpen[pa]!)
        w.pay(u, 'generational leadership', [n * P.generationalRateBp[between]!, den * 10_000n]);
      if (pa >= 4) between++;
    }
  }
  const volume = w.inCycle
    .filter((o) => o.platform === 'bzz')
    .reduce((s, o) => s + w.signed(o), 0n);
  const holders = members.filter((m) => m.type === 'DS' && w.active(m.id));
  const shares = (m: EngineMember) => P.lifestyleShares[w.paidAs.get(m.id)!]!;
  const all = holders.reduce((s, m) => s + shares(m), 0n);
  const crowns = holders.filter((m) => w.paidAs.get(m.id) === 10);
  for (const m of holders) {
    if (volume > 0n && shares(m) > 0n)
      w.pay(m.id, 'lifestyle global', [volume * P.lifestylePoolBp * shares(m), 1_000_000n * all]);
    if (volume > 0n && w.paidAs.get(m.id) === 10)
      w.pay(m.id, 'crown diamond ambassador global', [
        volume * P.crownPoolBp,
        1_000_000n * BigInt(crowns.length),
      ]);
    const history = w.paidAsHistory.get(m.id)!;
    if (history.length === 4 && history.every((a) => a >= 6))
      w.pay(m.id, 'drive', [P.driveBv[w.paidAs.get(m.id)!]!, 1n]);
  }
}
