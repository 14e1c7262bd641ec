import { MEMBER_TYPE, ORDER_TYPE, type PlaceableOrderType } from '@portal/contract';
import type { Random } from './random.js';

/** How many weekly cycles back the history reaches, and the cycles' time zone (UTC+8). */
export const HISTORY_WEEKS = 12;
const CYCLE_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Share of the later weeks in which a member buys again (the demo logins more often, as they
 * are what a visitor looks at), and every n-th order refunded.
 */
const REPEAT_CHANCE = { demo: 0.5, network: 0.25, downline: 0.15 } as const;
export const REFUND_EVERY = 17;
/** Share of the demo logins' downlines that has bought in the open cycle by the seed's time. */
const OPEN_CYCLE_CHANCE = 0.5;
const HOUR_MS = 3_600_000;

export interface HistoryBuyer {
  memberId: number;
  memberType: string;
  isDemo: boolean;
  /** buys in the open cycle too (before the seed's time), so the trees show this cycle's volume */
  inDemoDownline?: boolean;
  /** buys in the last closed cycle whatever the dice say (a demo login and its recruits) */
  buysLastCycle?: boolean;
}

export interface PlannedOrder {
  memberId: number;
  orderType: PlaceableOrderType;
  /** when the member saved the order; paid a few minutes later */
  at: Date;
  payAfterMs: number;
}

/**
 * Monday 00:00 (UTC+8) of the ISO week `weeksBack` weeks before the one holding `now`: the
 * compensation plan's weekly cycle, so every seeded order falls into one of the 12 closed cycles.
 */
export function cycleStart(now: Date, weeksBack: number): Date {
  const local = now.getTime() + CYCLE_OFFSET_MS;
  const dayOfWeek = (new Date(local).getUTCDay() + 6) % 7;
  const mondayLocal = Math.floor(local / DAY_MS) * DAY_MS - dayOfWeek * DAY_MS;
  return new Date(mondayLocal - CYCLE_OFFSET_MS - weeksBack * WEEK_MS);
}

/** The demo logins' downlines buy less often than the network's top: the seed's time is counted. */
const kindOf = (b: HistoryBuyer) => (b.isDemo ? 'demo' : b.inDemoDownline ? 'downline' : 'network');

/** The plan's order types after the first purchase: upgrades only for distributors. */
function laterType(random: Random, memberType: string): PlaceableOrderType {
  const roll = random.next();
  if (memberType === MEMBER_TYPE.distributor && roll < 0.12) return ORDER_TYPE.upgrade;
  if (roll < 0.5) return ORDER_TYPE.maintenance;
  if (roll < 0.8) return ORDER_TYPE.retail;
  return ORDER_TYPE.autoship;
}

/**
 * Every buyer's orders over the 12 closed cycles, oldest first: a first purchase (10) in one of
 * the first three cycles, then now and then a maintenance, retail, autoship or upgrade order.
 * Deterministic for one `random` and `now`.
 */
export function planHistory(buyers: HistoryBuyer[], now: Date, random: Random): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  for (const buyer of buyers) {
    const firstWeek = HISTORY_WEEKS - random.int(0, 2);
    for (let weeksBack = firstWeek; weeksBack >= 1; weeksBack--) {
      const first = weeksBack === firstWeek;
      // buys in the last closed cycle when asked: active at its end, with volume in both legs,
      // so every demo login earns in the cycle its report opens on
      const due = first || (buyer.buysLastCycle === true && weeksBack === 1);
      if (!due && !random.chance(REPEAT_CHANCE[kindOf(buyer)])) continue;
      // inside the cycle, never in its last hour, so the payment stays in the same cycle
      const offset = random.int(0, WEEK_MS / 60_000 - 60) * 60_000;
      orders.push({
        memberId: buyer.memberId,
        orderType: first ? ORDER_TYPE.firstPurchase : laterType(random, buyer.memberType),
        at: new Date(cycleStart(now, weeksBack).getTime() + offset),
        payAfterMs: random.int(1, 20) * 60_000,
      });
    }
    if (buyer.inDemoDownline) openCycleOrder(orders, buyer, now, random);
  }
  return orders.sort((a, b) => a.at.getTime() - b.at.getTime() || a.memberId - b.memberId);
}

/**
 * An order of the open cycle, saved and paid at least an hour before `now` (none when the cycle
 * began less than two hours ago). The dice are thrown the same way whatever `now` is.
 */
function openCycleOrder(orders: PlannedOrder[], buyer: HistoryBuyer, now: Date, random: Random) {
  const buys = random.chance(OPEN_CYCLE_CHANCE);
  const share = random.next();
  const type = laterType(random, buyer.memberType);
  const start = cycleStart(now, 0).getTime();
  const room = now.getTime() - start - 2 * HOUR_MS;
  if (!buys || room <= 0) return;
  orders.push({
    memberId: buyer.memberId,
    orderType: type,
    at: new Date(start + Math.floor((share * room) / 60_000) * 60_000),
    payAfterMs: 20 * 60_000,
  });
}
