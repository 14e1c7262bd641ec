import { RANK_CODES } from '@portal/contract';

/**
 * Unilevel levels each rank opens by default, by rank index 0 (regular) to 5 (compensation
 * plan, Unilevel). Two modules read it: the bonus plan's default settings
 * (`DEFAULT_PLAN.unilevelOpen`, which a company may override) and the organization's sponsor
 * tree by generations, which marks the levels a rank opens. The bonus module imports the
 * organization's face, so organization may not ask bonus: the table sits below both instead,
 * and the page and the engine read the same figures.
 */
export const DEFAULT_UNILEVEL_OPEN: readonly number[] = [0, 2, 3, 4, 5, 5];

/** How many unilevel levels a rank code opens in this table; an unknown code opens none. */
export function unilevelLevelsOpenIn(
  rank: string,
  table: readonly number[] = DEFAULT_UNILEVEL_OPEN,
): number {
  const index = (RANK_CODES as readonly string[]).indexOf(rank);
  return index < 0 ? 0 : (table[index] ?? 0);
}
