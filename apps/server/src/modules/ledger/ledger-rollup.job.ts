import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { rollUpPendingRows } from './ledger.repository.js';

/**
 * Every minute: folds the hot accounts' pending changes into their balance rows, so reading
 * a hot balance (row + pending) sums at most about a minute of postings. Running twice at
 * once is safe: a pending row is deleted, and its amount added, by one of them only.
 */
export const ledgerRollupJob = defineJob({
  name: 'ledger_rollup',
  payload: z.object({}),
  cron: '* * * * *',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  async handler(deps) {
    const accounts = await rollUpPendingRows(deps.db);
    if (accounts) deps.jobs.log('hot account balances rolled up', { accounts });
  },
});
