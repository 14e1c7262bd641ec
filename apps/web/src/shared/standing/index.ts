/**
 * A member's standing in words (rank and award names, units, plurals) and as a list of facts.
 * The first screens import `standing-text` alone, without the list's antd parts.
 */
export { useStandingText, type ActivityFacts } from './standing-text';
export { StandingFacts } from './standing-facts';
