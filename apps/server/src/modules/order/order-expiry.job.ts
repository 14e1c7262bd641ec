import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { expireOrders } from './order-cancel.service.js';

/**
 * Every minute (pg-boss's smallest period; one run per minute across workers): unpaid orders
 * past their time expire and give their stock back. Running twice releases once: each order
 * changes status under its row lock, and its reservations are released only if unreleased.
 */
export const orderExpiryJob = defineJob({
  name: 'order_expiry',
  payload: z.object({}),
  cron: '* * * * *',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  async handler(deps) {
    const expired = await expireOrders(deps.db, deps.now());
    if (expired) deps.jobs.log('unpaid orders expired', { expired });
  },
});
