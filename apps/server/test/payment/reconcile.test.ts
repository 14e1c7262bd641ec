import { SANDBOX_CARDS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberContext } from '../../src/lib/member-context.js';
import { startCardPayment, startThirdPartyPayment } from '../../src/modules/payment/index.js';
import { ProviderTimeoutError } from '../../src/modules/payment/providers/provider.js';
import { providersOf } from '../../src/modules/payment/providers/registry.js';
import {
  paymentReconcileJob,
  RECONCILE_AFTER_MS,
  reconcileOpenAttempts,
} from '../../src/modules/payment/reconcile.job.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { capturesOf, card, payer, sandboxCharges, target } from './payment-test-kit.js';

let t: TestApp;
let me: MemberContext;
beforeAll(async () => {
  t = await createTestApp();
  me = await payer(t);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('payment_attempt')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('payment reconciliation', () => {
  it('applies a charge whose answer was lost and never retried, once, without charging', async () => {
    const what = target();
    const provider = providersOf(t.deps).card;
    const real = provider.retrieve.bind(provider);
    const lost = vi
      .spyOn(provider, 'retrieve')
      .mockImplementationOnce(real)
      .mockImplementationOnce(async () => {
        throw new ProviderTimeoutError('retrieve');
      });
    await expect(
      startCardPayment(t.deps, me, what, card(SANDBOX_CARDS.timeout.number), crypto.randomUUID()),
    ).rejects.toMatchObject({ key: 'paymentPending' });
    lost.mockRestore();
    // not yet stale: the member may still retry
    expect(await reconcileOpenAttempts(t.deps)).toBe(0);
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await t.deps.jobs.enqueue(paymentReconcileJob, {});
    expect(await drainJobs(t)).toBeGreaterThan(0);
    expect(capturesOf(what.reference)).toHaveLength(1);
    const attempt = await t.db
      .selectFrom('payment_attempt')
      .select('id')
      .where('reference', '=', what.reference)
      .executeTakeFirstOrThrow();
    expect(await statusOf(attempt.id)).toBe('captured');
    expect(await sandboxCharges(t, attempt.id)).toHaveLength(1);
    expect(await reconcileOpenAttempts(t.deps)).toBe(0);
  });

  it('settles a third-party payment approved while neither the return nor the webhook came', async () => {
    const what = target();
    const view = await startThirdPartyPayment(t.deps, me, what, '/x', crypto.randomUUID());
    await t.app.inject({
      method: 'POST',
      url: view.redirectUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    expect(await reconcileOpenAttempts(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(view.attemptId)).toBe('captured');
    expect(capturesOf(what.reference)).toHaveLength(1);
  });

  it('leaves a hosted page still open, and a challenge still waiting, as they are', async () => {
    const page = await startThirdPartyPayment(t.deps, me, target(), '/x', crypto.randomUUID());
    const challenged = await startCardPayment(
      t.deps,
      me,
      target(),
      card(SANDBOX_CARDS.challenge.number),
      crypto.randomUUID(),
    );
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await reconcileOpenAttempts(t.deps);
    expect(await statusOf(page.attemptId)).toBe('requires_action');
    expect(await statusOf(challenged.attemptId)).toBe('requires_action');
  });
});
