import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@portal/contract';
import type { MemberContext } from '../../src/lib/member-context.js';
import { subscribe } from '../../src/lib/events/index.js';
import { startCardPayment } from '../../src/modules/payment/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { TEST_SUBSCRIBERS } from '../helpers/test-subscribers.js';

// the matrix pays nothing real: its captures are accepted and forgotten
TEST_SUBSCRIBERS.push(subscribe('paymentCaptured', async () => {}, 'matrix'));

/** A card payment of the owner waiting for its challenge code (record kind `paymentAttempt`). */
export async function paymentAttemptFixture(t: TestApp, owner: { id: number }): Promise<number> {
  const member = { memberId: owner.id, companyCode: 'US' } as MemberContext;
  const target = {
    purpose: 'matrix',
    reference: `M-${randomUUID()}`,
    amountMinor: 100n,
    currency: 'USD',
    minorUnit: 2,
  };
  const card = {
    number: SANDBOX_CARDS.challenge.number,
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
    holder: 'Matrix Owner',
  };
  const view = await startCardPayment(t.deps, member, target, card, randomUUID());
  return view.attemptId;
}
