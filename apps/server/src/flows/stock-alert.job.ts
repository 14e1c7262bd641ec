import { businessDay } from '@portal/contract';
import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
import { sendStockAlerts } from './stock-alert.flow.js';

/** The job's name, which `stock:alert` names in its output. */
export const STOCK_ALERT_JOB = 'stock_alert';

/**
 * Daily at 08:00 business time (00:00 UTC): each company with an alert address is mailed its
 * published SKUs at or under their threshold (docs/console.md, "Stock"). The queue runs a cron
 * job once per period across servers, and the alert's row is unique per company and business
 * day, so a retry or a second run of the day sends nothing.
 */
export const stockAlertJob = defineJob({
  name: STOCK_ALERT_JOB,
  payload: z.object({ date: z.iso.date().optional() }),
  cron: '0 0 * * *',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  expireInSeconds: 3600,
  async handler(deps, { date }) {
    const day = date ?? businessDay(deps.now());
    for (const r of await sendStockAlerts(deps, day)) {
      deps.jobs.log('stock alert', { day, ...r });
    }
  },
});
