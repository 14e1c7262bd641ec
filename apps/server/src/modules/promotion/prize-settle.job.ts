import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { settleEndedPromotions } from './prize-ops.service.js';

/**
 * Hourly: pays the tier prizes of goal promotions that have ended (the day after their last
 * business day). Once per hour across servers; a rerun pays nothing twice (the unique key).
 */
export const promotionSettleJob = defineJob({
  name: 'promotion_settle',
  payload: z.object({}),
  cron: '15 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 1800,
  async handler(deps) {
    const paid = await settleEndedPromotions(deps.db, deps.now());
    if (paid > 0) deps.jobs.log('promotion tier prizes paid', { paid });
  },
});
