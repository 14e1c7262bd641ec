import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { verifyLedger, type VerifyReport } from '../ledger/index.js';
import { findClearingMismatches } from './wallet-verify.repository.js';

/** Each company's clearing account against the withdrawals still pending, where they differ. */
async function clearingProblems(db: Db): Promise<string[]> {
  const clearing = await findClearingMismatches(db);
  return clearing.map(
    (c) =>
      `company ${c.company_code} withdrawal clearing holds ${c.clearing} ${c.currency} but pending withdrawals total ${c.pending}`,
  );
}

/**
 * The ledger's own checks, and that each company's clearing account holds exactly the
 * withdrawals still pending (applied, approved, processing, updated).
 */
export async function verifyWallet(db: Db): Promise<VerifyReport> {
  const ledger = await verifyLedger(db);
  const problems = [...ledger.problems, ...(await clearingProblems(db))];
  return { ok: problems.length === 0, problems };
}

/** The console's ledger check (event `ledgerChecking`): the wallet adds its clearing check. */
export async function addClearingProblems(trx: Trx, payload: { problems: string[] }) {
  payload.problems.push(...(await clearingProblems(trx)));
}
