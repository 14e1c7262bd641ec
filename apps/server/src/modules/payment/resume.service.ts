import type { PaymentAttemptView } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { attemptByKey } from './attempt.repository.js';
import { answerOf, scopedKey } from './attempt.service.js';
import { drive } from './card-payment.service.js';

/**
 * The attempt an Idempotency-Key opened, carried on as far as it goes (a lost card answer is
 * asked about, never charged again), or null when the key opened none. The paid record's
 * call asks this first, so a retry answers its first request's payment even after the amount
 * due has changed (to zero, once paid).
 */
export async function resumePayment(
  deps: AppDeps,
  member: MemberContext,
  idempotencyKey: string,
): Promise<PaymentAttemptView | null> {
  const attempt = await attemptByKey(deps.db, scopedKey(member, idempotencyKey));
  if (!attempt) return null;
  return answerOf(attempt.method === 'card' ? await drive(deps, attempt) : attempt);
}
