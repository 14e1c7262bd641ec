import { auditVerification, verifyWallet } from '../../modules/wallet/index.js';
import type { OpsCommand } from './ops-command.js';
import { operatorOf } from './wallet-args.js';

/** Exits 1 naming every culprit when the ledger does not add up; 0 when it does. */
export const ledgerVerifyCommand: OpsCommand = {
  name: 'ledger:verify',
  usage: 'ledger:verify',
  summary: 'check every entry balances and every balance equals the sum of its postings',
  async run(ctx) {
    const report = await verifyWallet(ctx.db);
    await auditVerification(ctx.db, operatorOf(ctx), report.problems);
    if (report.ok) {
      ctx.out('ledger OK: every entry balances, every balance equals its postings');
      return 0;
    }
    for (const problem of report.problems) ctx.out(`FAIL ${problem}`);
    ctx.out(`${report.problems.length} problem(s) found`);
    return 1;
  },
};
