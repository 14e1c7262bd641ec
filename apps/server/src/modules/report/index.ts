/**
 * The console's reports (docs/console.md "Reports"): read-only figures per cycle over the
 * orders, bonus, wallet, member, autoship and job tables, each with its own aggregate SQL here
 * (as the income disclosure reads the ledger), and any report as CSV.
 */
export { reportModule } from './report.module.js';
