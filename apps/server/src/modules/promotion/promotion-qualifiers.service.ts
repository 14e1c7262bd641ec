import type { Db } from '../../db/client.js';
import { membersPaidBetween } from '../order/index.js';
import { sponsorsWithJoinsBetween } from '../registration/index.js';
import { factsOf } from './promotion-facts.js';
import { goalValue, rulesOf, spinsEarned, windowOf } from './promotion-rules.js';
import type { PromotionTable } from './promotion.tables.js';
import type { Selectable } from 'kysely';

export interface Qualifier {
  memberId: number;
  /** the goal's value, or the spins earned */
  value: number;
  /** the highest tier reached; null for an alphaspin */
  tierIndex: number | null;
}

/**
 * Who qualifies now, read as the member's promotion page and the settle read it: the members
 * who bought (or whose sponsored member joined) in the window, each one's value from
 * factsOf/goalValue (spins from spinsEarned), kept when a tier is reached (a spin earned).
 * One read of facts per candidate: the console's list pages what this answers.
 */
export async function qualifiersOf(db: Db, row: Selectable<PromotionTable>) {
  const rules = rulesOf(row.kind, row.rules);
  const { from, to } = windowOf(row.starts_on, row.ends_on);
  const goal = 'slots' in rules ? null : rules.goal;
  const candidates =
    goal?.metric === 'newSponsored'
      ? await sponsorsWithJoinsBetween(db, row.company_code, from, to)
      : await membersPaidBetween(db, row.company_code, from, to);
  const found: Qualifier[] = [];
  for (const memberId of candidates) {
    const facts = await factsOf(db, memberId, row, goal);
    if ('slots' in rules) {
      const spins = spinsEarned(rules, facts.orderBv);
      if (spins > 0) found.push({ memberId, value: spins, tierIndex: null });
      continue;
    }
    const value = goalValue(rules.goal, facts);
    // tiers rise (the contract checks it): the count reached is the highest one's index + 1
    const reached = rules.tiers.filter((tier) => value >= tier.target).length - 1;
    if (reached >= 0) found.push({ memberId, value, tierIndex: reached });
  }
  found.sort((a, b) => b.value - a.value || a.memberId - b.memberId);
  return { candidates: candidates.length, qualifiers: found };
}
