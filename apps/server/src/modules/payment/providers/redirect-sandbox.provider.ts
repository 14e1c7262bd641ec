import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, PAYMENT_PATHS, type PaymentFailure } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { inTransaction } from '../../../db/transaction.js';
import {
  RefundRefusedError,
  type AuthorizeInput,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookHeaders,
} from './provider.js';
import {
  decideSession,
  findSession,
  insertSessionOnce,
  type SessionRow,
} from './redirect-sandbox.repository.js';
import { verifySandboxEvent } from './sandbox-event.js';
import { refundOnce } from './sandbox-refund.repository.js';
import { sandboxWebhookSecret } from './sandbox-secret.js';
import { sandboxWebhookJob } from './sandbox-webhook.job.js';

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The third-party sandbox: a charge is a session on a hosted page this project serves. The
 * member approves or cancels there; the provider then sends the browser back to the return
 * URL and, separately, a signed webhook (a job, retried until delivered). Approval captures.
 */
export class RedirectSandboxProvider implements PaymentProvider {
  readonly id = 'redirect_sandbox';

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'jobs' | 'now' | 'config'>) {}

  async authorize(input: AuthorizeInput): Promise<ProviderPayment> {
    if (input.source.kind !== 'redirect')
      throw new Error('the redirect sandbox takes redirects only');
    const session = await insertSessionOnce(this.deps.db, {
      id: `rs_${random(12)}`,
      page_token: random(24),
      idempotency_key: input.idempotencyKey,
      reference: input.reference,
      amount_minor: input.amountMinor,
      currency: input.currency,
      return_url: input.source.returnUrl,
      status: 'requires_action',
    });
    return view(session);
  }

  /** Nothing to confirm in our pages: the member answers on the hosted page. */
  async confirmAction(providerRef: string): Promise<ProviderPayment> {
    return this.current(providerRef);
  }

  /** Approval on the hosted page captured already; capturing again changes nothing. */
  async capture(providerRef: string): Promise<ProviderPayment> {
    return this.current(providerRef);
  }

  async refund(providerRef: string, amountMinor: bigint, idempotencyKey: string) {
    const outcome = await refundOnce(
      this.deps.db,
      'sandbox_redirect_session',
      providerRef,
      amountMinor,
      idempotencyKey,
      this.deps.now(),
    );
    if (outcome === 'refused') throw new RefundRefusedError(providerRef);
    return this.current(providerRef);
  }

  async retrieve(by: { providerRef: string } | { idempotencyKey: string }) {
    const session = await findSession(this.deps.db, by);
    return session ? view(session) : null;
  }

  verifyWebhook(rawBody: string, headers: WebhookHeaders) {
    return verifySandboxEvent(sandboxWebhookSecret(this.deps), rawBody, headers, this.deps.now());
  }

  /** The hosted page's session, or undefined for an unknown token. */
  session(pageToken: string): Promise<SessionRow | undefined> {
    return findSession(this.deps.db, { pageToken });
  }

  /**
   * The member pressed approve or cancel: the session changes once and its webhook is queued
   * in the same transaction, so an event is sent exactly when the decision committed.
   */
  async decide(pageToken: string, action: 'approve' | 'cancel'): Promise<SessionRow | undefined> {
    const decided = await inTransaction(this.deps.db, async (trx) => {
      const approved = action === 'approve';
      const row = await decideSession(
        trx,
        pageToken,
        {
          status: approved ? 'captured' : 'failed',
          failure_code: approved ? null : 'canceled',
          event_id: `evt_${random(16)}`,
        },
        this.deps.now(),
      );
      if (!row?.event_id) return undefined;
      await this.deps.jobs.enqueue(
        sandboxWebhookJob,
        {
          eventId: row.event_id,
          type: approved ? 'payment.captured' : 'payment.failed',
          providerRef: row.id,
          status: approved ? 'captured' : 'failed',
          amountMinor: row.amount_minor.toString(),
          currency: row.currency,
          failureCode: row.failure_code as PaymentFailure | null,
        },
        { db: trx },
      );
      return row;
    });
    return decided ?? this.session(pageToken);
  }

  private async current(providerRef: string): Promise<ProviderPayment> {
    const session = await findSession(this.deps.db, { providerRef });
    if (!session) throw new Error(`unknown sandbox session ${providerRef}`);
    return view(session);
  }
}

/** The hosted page's address, relative to the portal (the browser opens it on our origin). */
export function sandboxPageUrl(pageToken: string): string {
  return `${API_BASE_PATH}${PAYMENT_PATHS.sandboxPage.replace(':token', pageToken)}`;
}

function view(session: SessionRow): ProviderPayment {
  return {
    providerRef: session.id,
    status: session.status,
    amountMinor: session.amount_minor,
    refundedMinor: session.refunded_minor,
    currency: session.currency,
    failureCode: session.failure_code as PaymentFailure | null,
    action:
      session.status === 'requires_action'
        ? { kind: 'redirect', url: sandboxPageUrl(session.page_token) }
        : null,
  };
}
