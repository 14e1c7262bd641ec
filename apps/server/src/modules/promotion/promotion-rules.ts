import {
  bvHundredths,
  goalRulesSchema,
  spinRulesSchema,
  type Goal,
  type GoalRules,
  type PromotionKind,
  type SpinRules,
} from '@portal/contract';

const UTC8_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A promotion's window in instants: from its first business day's start to after its last. */
export function windowOf(startsOn: string, endsOn: string): { from: Date; to: Date } {
  const start = Date.parse(`${startsOn}T00:00:00Z`) - UTC8_MS;
  const end = Date.parse(`${endsOn}T00:00:00Z`) - UTC8_MS + DAY_MS;
  return { from: new Date(start), to: new Date(end) };
}

/** The business day (UTC+8) of an instant, YYYY-MM-DD. */
export const businessDay = (at: Date) =>
  new Date(at.getTime() + UTC8_MS).toISOString().slice(0, 10);

/** What a goal counts, from real paid orders (net BV in hundredths) and joins. */
export interface GoalFacts {
  orderBv: readonly bigint[];
  sponsoredJoins: number;
}

/** The goal's value: BV with 2 decimals for personalBv, a count otherwise. */
export function goalValue(goal: Goal, facts: GoalFacts): number {
  switch (goal.metric) {
    case 'personalBv':
      return Number(facts.orderBv.reduce((sum, bv) => sum + bv, 0n)) / 100;
    case 'qualifyingOrders': {
      const min = bvHundredths(goal.minOrderBv);
      return facts.orderBv.filter((bv) => bv >= min).length;
    }
    case 'newSponsored':
      return facts.sponsoredJoins;
  }
}

/** The orders paid in the window of net BV at least minOrderBv: each earns one spin. */
export function qualifyingSpinOrders(rules: SpinRules, orderBv: readonly bigint[]): number {
  const min = bvHundredths(rules.minOrderBv);
  return orderBv.filter((bv) => bv >= min).length;
}

/** One spin per qualifying order, up to maxSpins. */
export function spinsEarned(rules: SpinRules, orderBv: readonly bigint[]): number {
  const earned = qualifyingSpinOrders(rules, orderBv);
  return rules.maxSpins === undefined ? earned : Math.min(earned, rules.maxSpins);
}

export function percentOf(value: number, target: number | null): number {
  if (target === null || target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((value / target) * 100)));
}

/** The stored rules, read back through the contract's schema (they were validated going in). */
export function rulesOf(kind: PromotionKind, rules: unknown): GoalRules | SpinRules {
  return kind === 'alphaspin' ? spinRulesSchema.parse(rules) : goalRulesSchema.parse(rules);
}

/** The title in the member's language, English as the fallback. */
export const titleIn = (title: Record<string, string>, locale: string) =>
  title[locale] ?? title.en ?? '';
