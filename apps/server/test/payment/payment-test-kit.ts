import { randomUUID } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, type CardInput } from '@portal/contract';
import type { Trx } from '../../src/db/transaction.js';
import type { MemberContext } from '../../src/lib/member-context.js';
import { subscribe } from '../../src/lib/events/index.js';
import {
  type CapturedPayment,
  type FailedPayment,
  type PaymentTarget,
} from '../../src/modules/payment/index.js';
import { sandboxWebhookSecret } from '../../src/modules/payment/providers/sandbox-secret.js';
import { signPayload } from '../../src/modules/payment/providers/webhook-signature.js';
import { createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { TEST_SUBSCRIBERS } from '../helpers/test-subscribers.js';

/**
 * What the payments' owner saw: every capture and failure the hooks were told about, and the
 * references the hooks refuse (as an order that expired would).
 */
export const settled = {
  captured: [] as CapturedPayment[],
  failed: [] as FailedPayment[],
  refuse: new Set<string>(),
};

/** The purpose 'test' stands for the orders: its subscribers record what they were told. */
TEST_SUBSCRIBERS.push(
  subscribe(
    'paymentCaptured',
    async (trx: Trx, captured: CapturedPayment) => {
      // a real statement in the settling transaction, as the order's would be
      await trx
        .selectFrom('payment_attempt')
        .select('id')
        .where('id', '=', captured.attemptId)
        .execute();
      if (settled.refuse.has(captured.reference)) {
        const { AppError } = await import('../../src/lib/app-error.js');
        throw new AppError('paymentCanceled');
      }
      settled.captured.push(captured);
    },
    'test',
  ),
  subscribe(
    'paymentFailed',
    async (_trx: Trx, failed: FailedPayment) => {
      settled.failed.push(failed);
    },
    'test',
  ),
);

export const capturesOf = (reference: string) =>
  settled.captured.filter((c) => c.reference === reference);

/** A member as a service sees them (only the id and company matter to payments). */
export async function payer(t: TestApp, company = 'US'): Promise<MemberContext> {
  const member = await createMember(t.db, { company_code: company });
  return { memberId: member.id, companyCode: company } as MemberContext;
}

export function target(amountMinor = 12_345n, reference = `T-${randomUUID()}`): PaymentTarget {
  return { purpose: 'test', reference, amountMinor, currency: 'USD', minorUnit: 2 };
}

export function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  return { number, expMonth: 12, expYear: 2099, cvc: '123', holder: 'Test Member', ...overrides };
}

/** A sandbox event as its provider would sign it. */
export function signedEvent(t: TestApp, body: object, at = t.deps.now()) {
  const raw = JSON.stringify(body);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxWebhookSecret(t.deps), raw, at),
    },
  };
}

/** How many charges the card sandbox holds for our attempt (the provider's own count). */
export async function sandboxCharges(t: TestApp, attemptId: number) {
  const attempt = await t.db
    .selectFrom('payment_attempt')
    .select('provider_key')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom('sandbox_card_charge')
    .selectAll()
    .where('idempotency_key', '=', attempt.provider_key)
    .execute();
}
