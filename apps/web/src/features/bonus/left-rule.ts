import type { TFunction } from 'i18next';

/** The engine's rule names of what was left on the table (modules/bonus/engine, leftRule). */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/^not an active distributor$/, 'notActiveDistributor'],
  [/^not active$/, 'notActive'],
  [/^not binary qualified$/, 'notBinaryQualified'],
  [/^team cap$/, 'teamCap'],
  [/^carry above cap$/, 'carryAboveCap'],
  [/^level (\d+) not open$/, 'levelNotOpen'],
  [/^generation (\d+) not open$/, 'generationNotOpen'],
];

/**
 * Why pay was left on the table, in the member's language. The engine names its rules in
 * English for operators and the simulator; a rule a newer plan adds shows as the engine wrote it.
 */
export function leftRuleText(t: TFunction, rule: string): string {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(rule);
    if (match) return t(`bonus.left.rules.${key}`, { n: match[1] ?? '' });
  }
  return rule;
}
