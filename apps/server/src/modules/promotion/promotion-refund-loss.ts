import type { Db } from '../../db/client.js';
import { factsOf, type RefundedOrder } from './promotion-facts.js';
import { businessDay, goalValue, rulesOf, titleIn } from './promotion-rules.js';
import { findUnsettledGoalsOn } from './promotion.repository.js';

/** A prize tier a member would fall below, in a promotion not settled yet. */
export interface TierLost {
  promotionCode: string;
  title: string;
  /** the highest tier reached now */
  tierBefore: string;
  /** the highest tier still reached after the refund, or null for none */
  tierAfter: string | null;
}

/** How many of the ascending tiers a value reaches. */
const reached = (targets: readonly number[], value: number) =>
  targets.filter((target) => value >= target).length;

/**
 * The tiers a refund would make the member lose: in each goal promotion of the company whose
 * window holds the day the order was paid and that is not settled yet (a settled promotion's
 * prizes are paid and stay), the member's value now and as if the refund were made, counted
 * by the same rules the promotion page and the settlement use. Reads only.
 */
export async function tiersLostByRefund(
  db: Db,
  order: RefundedOrder & { memberId: number; companyCode: string; paidAt: Date },
  locale: string,
): Promise<TierLost[]> {
  const promotions = await findUnsettledGoalsOn(db, order.companyCode, businessDay(order.paidAt));
  const lost: TierLost[] = [];
  for (const row of promotions) {
    const rules = rulesOf(row.kind, row.rules);
    if ('slots' in rules || rules.goal.metric === 'newSponsored') continue;
    const targets = rules.tiers.map((t) => t.target);
    const now = reached(
      targets,
      goalValue(rules.goal, await factsOf(db, order.memberId, row, rules.goal)),
    );
    if (now === 0) continue;
    const after = await factsOf(db, order.memberId, row, rules.goal, order);
    const then = reached(targets, goalValue(rules.goal, after));
    if (then >= now) continue;
    lost.push({
      promotionCode: row.code,
      title: titleIn(row.title, locale),
      tierBefore: rules.tiers[now - 1]!.label,
      tierAfter: then === 0 ? null : rules.tiers[then - 1]!.label,
    });
  }
  return lost;
}
