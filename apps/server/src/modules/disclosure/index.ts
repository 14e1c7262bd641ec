/**
 * The income disclosure statement: what every distributor of a company earned in bonus over a
 * period, from the ledger, grouped by the highest paid-as award; kept as generated, published
 * on a public page. See docs/console.md "Income disclosure".
 */
export { disclosureModule } from './disclosure.module.js';
export { computeStatement } from './disclosure.service.js';
export { periodOf } from './disclosure-period.js';
export { figuresOf, nearestRank, statementFigures } from './disclosure-statistics.js';
