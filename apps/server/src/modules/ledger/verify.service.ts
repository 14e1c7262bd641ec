import type { Db } from '../../db/client.js';
import {
  findBrokenRunningBalances,
  findDriftedBalances,
  findMisplacedHotRows,
  findNegativeBalances,
  findPointsMismatches,
  findThinEntries,
  findUnbalancedEntries,
} from './verify.repository.js';

/** How many culprits of each kind a report names. */
const REPORT_LIMIT = 20;

export interface VerifyReport {
  ok: boolean;
  problems: string[];
}

const owner = (a: { member_id: number | null; company_code: string; kind: string }) =>
  a.member_id === null ? `company ${a.company_code} ${a.kind}` : `member ${a.member_id} ${a.kind}`;

/**
 * Re-derives every balance from the immutable postings: each entry balances per currency and
 * has two postings or more, each account's balance is the sum of its postings (a hot
 * account's: its row plus its pending changes; and each posting's running balance, where one
 * is kept, the running sum), no account that must not go below zero has, and each member's
 * points account holds their vacation points balance.
 */
export async function verifyLedger(db: Db): Promise<VerifyReport> {
  const [unbalanced, thin, drifted, negative, running, misplaced, points] = await Promise.all([
    findUnbalancedEntries(db, REPORT_LIMIT),
    findThinEntries(db, REPORT_LIMIT),
    findDriftedBalances(db, REPORT_LIMIT),
    findNegativeBalances(db, REPORT_LIMIT),
    findBrokenRunningBalances(db, REPORT_LIMIT),
    findMisplacedHotRows(db, REPORT_LIMIT),
    findPointsMismatches(db, REPORT_LIMIT),
  ]);
  const problems = [
    ...unbalanced.map(
      (e) =>
        `journal entry ${e.entry_id} does not balance in ${e.currency}: postings sum to ${e.total}`,
    ),
    ...thin.map(
      (e) => `journal entry ${e.id} has ${e.postings} posting(s); at least two are needed`,
    ),
    ...drifted.map(
      (a) => `account ${a.id} (${owner(a)}) holds ${a.balance} but its postings sum to ${a.posted}`,
    ),
    ...negative.map((a) => `account ${a.id} (${owner(a)}) is below zero: ${a.balance}`),
    ...running.map(
      (p) =>
        `posting ${p.id} of account ${p.account_id} records balance ${p.balance_after} but the running sum is ${p.running}`,
    ),
    ...misplaced.map(
      (r) =>
        `${r.row} ${r.id} of account ${r.account_id} has no running balance but the account is not hot`,
    ),
    ...points.map(
      (p) =>
        `member ${p.member_id} holds ${p.points} vacation points but their points account ${p.ledger}`,
    ),
  ];
  return { ok: problems.length === 0, problems };
}
