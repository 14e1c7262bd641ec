import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { RefundRefusedError } from './providers/provider.js';
import { providersOf } from './providers/registry.js';

/**
 * Gives money back at the provider after an order's refund went through the ledger (the
 * provider's side of "back to where it came from"). Enqueue it in the refund's transaction
 * (`deps.jobs.enqueue(providerRefundJob, …, { db: trx })`): it exists exactly when the refund
 * committed, is retried until the provider answers, and its key makes a repeat a no-op.
 */
export const providerRefundJob = defineJob({
  name: 'payment_provider_refund',
  payload: z.object({
    method: z.enum(['card', 'thirdparty', 'thirdParty']),
    providerRef: z.string().min(1),
    amountMinor: z.string().regex(/^[1-9]\d{0,17}$/),
    /** one per refund and payment, e.g. `refund:<order refund id>:<payment id>` */
    refundKey: z.string().min(1).max(200),
  }),
  retry: { limit: 10, delaySeconds: 60, backoff: true },
  expireInSeconds: 60,
  async handler(deps, job) {
    const providers = providersOf(deps);
    const provider = job.method === 'card' ? providers.card : providers.thirdParty;
    try {
      await provider.refund(job.providerRef, BigInt(job.amountMinor), job.refundKey);
    } catch (error) {
      // more than is left at the provider: retrying cannot help, an operator must look
      if (!(error instanceof RefundRefusedError)) throw error;
      deps.jobs.log('payment provider refused a refund', { providerRef: job.providerRef });
    }
  },
});
