import { z } from 'zod';
import { defineJob } from '../../../jobs/job.js';
import { dueHolds } from './placement.repository.js';
import { placeHeldMember } from './placement.service.js';

/**
 * Every ten minutes: members left in a holding tank past the company's limit (the limit is
 * written on the hold when it is made) are placed by their sponsor's standing preference
 * (first free slot when none, or when it is "place later").
 */
export const placementHoldJob = defineJob({
  name: 'placement_hold_expiry',
  payload: z.object({}),
  cron: '*/10 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 900,
  async handler(deps) {
    const due = await dueHolds(deps.db, deps.now(), 200);
    let placed = 0;
    for (const hold of due) if (await placeHeldMember(deps, hold.member_id)) placed++;
    if (placed) deps.jobs.log('held members placed', { placed });
  },
});
