import PgBoss from 'pg-boss';
import type { Trx } from '../../db/transaction.js';
import { kyselyBossDb } from '../../jobs/boss-db.js';
import { jobSchemaFor } from '../../jobs/job-queue.js';
import type { OutsideRefund } from '../../modules/order/index.js';
import { providerRefundJob } from '../../modules/payment/index.js';
import type { OpsContext } from './ops-command.js';

/**
 * Payment: queues the provider's refund of a card or third-party part in the
 * transaction of the order's refund, so it exists exactly when the ledger side committed; the
 * job retries until the provider answers, and its key makes a repeat a no-op.
 */
export function queueProviderRefund(ctx: OpsContext) {
  return async (trx: Trx, part: OutsideRefund): Promise<void> => {
    // a client only: no workers, schedules or maintenance; it writes through the refund's trx
    const boss = new PgBoss({
      db: kyselyBossDb(trx),
      schema: ctx.jobSchema ?? jobSchemaFor(),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    const payload = providerRefundJob.payload.parse({
      method: part.method,
      providerRef: part.providerRef,
      amountMinor: part.amountMinor.toString(),
      refundKey: part.key,
    });
    await boss.send(providerRefundJob.name, payload, {
      retryLimit: providerRefundJob.retry?.limit,
      retryDelay: providerRefundJob.retry?.delaySeconds,
      retryBackoff: providerRefundJob.retry?.backoff,
    });
  };
}
