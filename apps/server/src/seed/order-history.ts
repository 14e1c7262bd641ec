import type { AppDeps } from '../deps.js';
import type { DbClockDeps, DbDeps } from '../lib/service-deps.js';
import { historyMembers, historySkus } from './order-history-facts.js';
import {
  deliverStep,
  orderBody,
  placeAndPay,
  refundStep,
  shipStep,
} from './order-history-orders.js';
import { planHistory, REFUND_EVERY } from './order-history-plan.js';
import { plannedCloses, runPlannedClose, seedCloseHistory } from './close-history.js';
import { seedEstimates, seedTreeVolumes } from './tree-volumes.js';
import { createRandom, SEED } from './random.js';
import { OPENING_MEMO, OPENING_REF } from './wallet.js';

const KEY_PREFIX = 'seed:history:';
const DAY_MS = 86_400_000;

/**
 * A history of paid orders over the 12 closed weekly cycles before the seed, made
 * through the checkout flow and the order module's faces with the clock set into the past, so
 * trees, bonuses and rank progress see real volume, and the past cycles closed as the weekly
 * job would have. The demo logins pay from their bonus account while it holds
 * enough (else by card); the network pays in branch and the office confirms. The demo logins'
 * older orders are shipped and delivered; every 17th order is refunded.
 * Every step runs in time order (see runHistory), so the ledger's postings are in time order
 * too and every account's running balance reads line by line in its history.
 * Deterministic (a fixed random seed, and the seed's own time as "now") and made once: a
 * re-seed finds it and adds nothing. Answers how many orders it placed now.
 */
export async function seedOrderHistory(deps: AppDeps): Promise<number> {
  if (await historyDone(deps)) {
    // a database whose history came before the closes gets them once
    await seedCloseHistory(deps, await seededAt(deps));
    await seedEstimates(deps.db, deps.now());
    return 0;
  }
  const now = await seededAt(deps);
  const placed = await runHistory(deps, now);
  await seedTreeVolumes(deps.db, deps.now());
  // the estimate (and its rank figures) exist from the first start, not the first daily job
  await seedEstimates(deps.db, deps.now());
  return placed;
}

interface Step {
  at: Date;
  run: () => Promise<unknown>;
}

/**
 * The orders' payments, their shipping, deliveries and refunds, and the cycles' closes, run
 * one after the other in the order of their times (equal times in the order planned: orders
 * before closes). A close then sees exactly the orders paid before it, and a demo login pays
 * only with bonus money posted before the payment.
 */
async function runHistory(deps: AppDeps, now: Date): Promise<number> {
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
  const steps: Step[] = [];
  let placed = 0;
  for (const [i, order] of plan.entries()) {
    const member = byId.get(order.memberId)!;
    const n = (counts.get(order.memberId) ?? 0) + 1;
    counts.set(order.memberId, n);
    const body = orderBody(member, order, skus, random);
    if (!body) continue;
    const paidAt = new Date(order.at.getTime() + order.payAfterMs);
    const key = `${KEY_PREFIX}${order.memberId}:${n}`;
    let orderNo = '';
    steps.push({
      at: paidAt,
      run: async () => {
        orderNo = await placeAndPay(deps, member, order, body, key);
        placed++;
      },
    });
    const later = (days: number, step: typeof shipStep) => {
      const at = new Date(paidAt.getTime() + days * DAY_MS);
      if (at < now) steps.push({ at, run: () => step(deps, orderNo, at) });
    };
    // the demo logins' orders go on to delivered; the network's stay paid (a third of the cost)
    if ((i + 1) % REFUND_EVERY === 0) later(2, refundStep);
    else if (member.isDemo) {
      later(1, shipStep);
      later(4, deliverStep);
    }
  }
  for (const close of await plannedCloses(deps, now)) {
    steps.push({ at: close.at, run: () => runPlannedClose(deps, close) });
  }
  // a stable sort: equal times keep the order they were planned in
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
  return placed;
}

/**
 * The time the seed ran, which its opening balances name (their reference; a database seeded
 * before the openings were dated back has it as their time), so a later re-run plans the same
 * history.
 */
async function seededAt(deps: DbClockDeps): Promise<Date> {
  const row = await deps.db
    .selectFrom('journal_entry')
    .select(['created_at', 'ref_type', 'ref_id'])
    .where('created_by', '=', 'seed')
    .where('type', '=', 'opening')
    .where('memo', '=', OPENING_MEMO)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return deps.now();
  return row.ref_type === OPENING_REF && row.ref_id ? new Date(row.ref_id) : row.created_at;
}

/**
 * Once per database: any order of the history means it was made (it is made right after the
 * seed; one cut short by a crash stays short until db:reset, rather than guessed at).
 */
async function historyDone(deps: DbDeps): Promise<boolean> {
  const row = await deps.db
    .selectFrom('idempotency_key')
    .select('key')
    .where('key', 'like', `${KEY_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
