import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { activatePaidMembers } from './registration.repository.js';
// message centre
import { noticeMemberById } from '../message/index.js';

/**
 * Every minute: a new member whose first purchase is paid becomes active (status 0 → 10),
 * however the order was paid (e-wallet, the sponsor's e-product account, card, third party).
 */
export const registrationActivateJob = defineJob({
  name: 'registration_activate',
  payload: z.object({}),
  cron: '* * * * *',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  async handler(deps) {
    const n = await inTransaction(deps.db, async (trx) => {
      const joined = await activatePaidMembers(trx, deps.now());
      // message centre: each sponsor hears of the new member, in the same transaction
      for (const m of joined)
        if (m.sponsor_id)
          await noticeMemberById(deps, trx, m.sponsor_id, {
            kind: 'downlineJoined',
            params: { newMember: m.login_name },
          });
      return joined.length;
    });
    if (n) deps.jobs.log('members activated', { n });
  },
});
