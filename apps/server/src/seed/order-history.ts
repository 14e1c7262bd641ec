import { ORDER_STATUS, ORDER_TYPE, type Platform } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { inTransaction } from '../db/transaction.js';
import { saveOrder } from '../flows/checkout.flow.js';
import {
  findOrderByNo,
  markOrderPaid,
  operatorOrderStep,
  refundOrder,
} from '../modules/order/index.js';
import {
  fundBonus,
  historyAddress,
  historyMembers,
  historySkus,
  skuKey,
  type HistoryMember,
  type HistorySku,
} from './order-history-facts.js';
import { planHistory, REFUND_EVERY, type PlannedOrder } from './order-history-plan.js';
import { seedCloseHistory } from './close-history.js';
import { seedTreeVolumes } from './tree-volumes.js';
import { createRandom, SEED, type Random } from './random.js';

const KEY_PREFIX = 'seed:history:';
const DAY_MS = 86_400_000;
const OFFICE = 'operator:seed';

/**
 * A history of paid orders over the 12 closed weekly cycles before the seed (issue 13), made
 * through the checkout flow and the order module's faces with the clock set into the past, so
 * trees, bonuses and rank progress see real volume. The demo logins pay from their e-wallet
 * (bonus earned just before, posted through the ledger); the network pays in branch and the
 * office confirms. The demo logins' older orders are shipped and delivered; every 17th order
 * is refunded.
 * Deterministic (a fixed random seed, and the seed's own time as "now") and made once: a
 * re-seed finds it and adds nothing. Answers how many orders it placed now.
 */
export async function seedOrderHistory(deps: AppDeps): Promise<number> {
  if (await historyDone(deps)) {
    // a database whose history came before the closes (issue 14) gets them once
    await seedCloseHistory(deps, await seededAt(deps));
    return 0;
  }
  const now = await seededAt(deps);
  const placed = await placeHistory(deps, now);
  // issue 14: the 12 cycles closed as the weekly job would have, and the open cycle's legs
  await seedCloseHistory(deps, now);
  await seedTreeVolumes(deps.db, deps.now());
  return placed;
}

async function placeHistory(deps: AppDeps, now: Date): Promise<number> {
  const members = await historyMembers(deps.db);
  const random = createRandom(SEED + 13);
  const plan = planHistory(
    members.map((m) => ({
      memberId: m.context.memberId,
      memberType: m.memberType,
      isDemo: m.isDemo,
      inDemoDownline: m.inDemoDownline,
      buysLastCycle: m.buysLastCycle,
    })),
    now,
    random,
  );
  const byId = new Map(members.map((m) => [m.context.memberId, m]));
  const skus = await historySkus(deps.db);
  const counts = new Map<number, number>();
  let placed = 0;
  for (const [i, order] of plan.entries()) {
    const member = byId.get(order.memberId)!;
    const n = (counts.get(order.memberId) ?? 0) + 1;
    counts.set(order.memberId, n);
    const body = orderBody(member, order, skus, random);
    if (!body) continue;
    const orderNo = await placeAndPay(
      deps,
      member,
      order,
      body,
      `${KEY_PREFIX}${order.memberId}:${n}`,
    );
    const refund = (i + 1) % REFUND_EVERY === 0;
    // the demo logins' orders go on to delivered; the network's stay paid (a third of the cost)
    if (refund || member.isDemo) await afterPayment(deps, orderNo, order, now, refund);
    placed++;
  }
  return placed;
}

/** The time the seed ran (its opening balances), so a later re-run plans the same history. */
async function seededAt(deps: AppDeps): Promise<Date> {
  const row = await deps.db
    .selectFrom('journal_entry')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('created_by', '=', 'seed')
    .where('type', '=', 'opening')
    .where('memo', '=', 'opening balances (demo data)')
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : deps.now();
}

/**
 * Once per database: any order of the history means it was made (it is made right after the
 * seed; one cut short by a crash stays short until db:reset, rather than guessed at).
 */
async function historyDone(deps: AppDeps): Promise<boolean> {
  const row = await deps.db
    .selectFrom('idempotency_key')
    .select('key')
    .where('key', 'like', `${KEY_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function orderBody(
  member: HistoryMember,
  order: PlannedOrder,
  skus: Map<string, HistorySku[]>,
  random: Random,
) {
  // WT sells only in the marketplace; autoship is the main mall's
  const platform: Platform = member.context.companyCode === 'WT' ? 'wpm' : 'bzz';
  if (platform === 'wpm' && order.orderType === ORDER_TYPE.autoship) return null;
  const choice = skus.get(skuKey(member.context.companyCode, platform)) ?? [];
  if (choice.length === 0) return null;
  const picked = new Map<number, HistorySku>();
  const lineCount = random.int(1, 3);
  for (let i = 0; i < lineCount; i++) {
    const sku = random.pick(choice);
    picked.set(sku.id, sku);
  }
  const lines = [...picked.values()].map((s) => ({ productSkuId: s.id, qty: random.int(1, 2) }));
  const ships = [...picked.values()].some((s) => s.kind !== 'eproduct');
  return {
    orderType: order.orderType,
    platform,
    lines,
    delivery: ships ? { mode: 'address' as const, addressId: 1 } : { mode: 'none' as const },
    agreeReturnPolicy: true as const,
  };
}

/**
 * saveOrder at the planned time, then the payment a few minutes later through the order's
 * payment face: the demo logins from their bonus account, the network at the branch office.
 */
async function placeAndPay(
  deps: AppDeps,
  member: HistoryMember,
  order: PlannedOrder,
  body: NonNullable<ReturnType<typeof orderBody>>,
  key: string,
): Promise<string> {
  const paidAt = new Date(order.at.getTime() + order.payAfterMs);
  const request = { idempotencyKey: `${key}:save`, locale: 'en' as const };
  const saved = await saveOrder(atTime(deps, order.at), member.context, body, request);
  const row = (await findOrderByNo(deps.db, saved.orderNo))!;
  if (row.status !== ORDER_STATUS.awaitingPayment) return saved.orderNo;
  const { memberId } = member.context;
  await inTransaction(deps.db, async (trx) => {
    if (member.isDemo) await fundBonus(trx, member.context, row.total, paidAt);
    await markOrderPaid(trx, {
      orderId: row.id,
      method: member.isDemo ? 'ewallet' : 'branch',
      amountMinor: row.total,
      providerRef: null,
      idempotencyKey: `${key}:pay`,
      ...(member.isDemo
        ? { wallet: { memberId, account: 'bonus' as const }, by: `member:${memberId}` }
        : { by: OFFICE }),
      detail: member.isDemo ? 'bonus' : null,
      at: paidAt,
    });
  });
  return saved.orderNo;
}

/** Shipped a day after payment and delivered three days later, when that is before the seed. */
async function afterPayment(
  deps: AppDeps,
  orderNo: string,
  order: PlannedOrder,
  now: Date,
  refund: boolean,
) {
  const at = (days: number) => new Date(order.at.getTime() + order.payAfterMs + days * DAY_MS);
  const row = (await findOrderByNo(deps.db, orderNo))!;
  if (refund) {
    if (row.status === ORDER_STATUS.paid && at(2) < now) {
      await refundOrder(deps.db, { ...office(at(2)), reason: 'returned (demo data)' }, orderNo);
    }
    return;
  }
  if (row.delivery_mode !== 'address') return;
  if (row.status === ORDER_STATUS.paid && at(1) < now) {
    await operatorOrderStep(deps.db, office(at(1)), orderNo, 'ship');
  }
  if ((await findOrderByNo(deps.db, orderNo))!.status === ORDER_STATUS.shipped && at(4) < now) {
    await operatorOrderStep(deps.db, office(at(4)), orderNo, 'deliver');
  }
}

const office = (at: Date) => ({ ref: OFFICE, reason: null, at });

/** The same dependencies with the clock at `at` and the seed's address port. */
function atTime(deps: AppDeps, at: Date): AppDeps {
  return {
    ...deps,
    now: () => at,
    guards: { ...deps.guards, orderAddress: historyAddress },
  };
}
