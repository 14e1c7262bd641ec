import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { isAppError } from '../../lib/app-error.js';
import { defineJob } from '../../jobs/job.js';
import { staleOpenAttempts, type AttemptRow } from './attempt.repository.js';
import { refreshCard } from './card-payment.service.js';
import { providersOf } from './providers/registry.js';
import { applyProviderAnswer } from './settle.service.js';

/** An attempt left open this long is asked about: the member and the webhook had their chance. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
const BATCH = 200;

/**
 * The safety net of the outside step: money the provider took while our side never heard (the
 * database failed after a capture, the member closed the tab, a webhook gave up) is applied,
 * or given back when its record refuses it. It asks; it never charges.
 */
export async function reconcileOpenAttempts(deps: AppDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - RECONCILE_AFTER_MS);
  let settled = 0;
  for (const attempt of await staleOpenAttempts(deps.db, before, BATCH)) {
    try {
      const after = await reconcileOne(deps, attempt);
      if (after.status !== attempt.status) settled++;
    } catch (error) {
      // a refused capture was refunded by the settlement; anything else waits for the next run
      if (!isAppError(error)) deps.jobs.log('payment reconcile failed', { attemptId: attempt.id });
    }
  }
  return settled;
}

async function reconcileOne(deps: AppDeps, attempt: AttemptRow): Promise<AttemptRow> {
  if (attempt.method === 'card') return refreshCard(deps, attempt);
  const provider = providersOf(deps).thirdParty;
  const payment = await provider.retrieve({ idempotencyKey: attempt.provider_key });
  if (!payment) return attempt;
  return (await applyProviderAnswer(deps, provider, attempt, payment)).attempt;
}

export const paymentReconcileJob = defineJob({
  name: 'payment_reconcile',
  payload: z.object({}),
  cron: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  async handler(deps) {
    const settled = await reconcileOpenAttempts(deps);
    if (settled) deps.jobs.log('payment attempts reconciled', { settled });
  },
});
