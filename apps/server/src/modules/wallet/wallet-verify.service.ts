import type { Db } from '../../db/client.js';
import { verifyLedger, type VerifyReport } from '../ledger/index.js';
import { findClearingMismatches } from './wallet-verify.repository.js';

/**
 * The ledger's own checks, and that each company's clearing account holds exactly the
 * withdrawals still pending (applied, approved, processing, updated).
 */
export async function verifyWallet(db: Db): Promise<VerifyReport> {
  const ledger = await verifyLedger(db);
  const clearing = await findClearingMismatches(db);
  const problems = [
    ...ledger.problems,
    ...clearing.map(
      (c) =>
        `company ${c.company_code} withdrawal clearing holds ${c.clearing} ${c.currency} but pending withdrawals total ${c.pending}`,
    ),
  ];
  return { ok: problems.length === 0, problems };
}
