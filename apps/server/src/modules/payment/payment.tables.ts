import type { AttemptMethod, PaymentStatus } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0018: one row per try to take money for a reference; see docs/payments.md. */
export interface PaymentAttemptTable {
  id: Generated<number>;
  member_id: number;
  /** what is paid ('order'): who hears the settlement events; with `reference` paid at most once */
  purpose: string;
  reference: string;
  /** the paid record's id (an order's), for its owner's hooks */
  record_id: number | null;
  method: AttemptMethod;
  provider: string;
  amount_minor: bigint;
  currency: string;
  minor_unit: number;
  status: PaymentStatus;
  /** `member:<id>:<Idempotency-Key>`: one attempt per key, whatever the retries */
  idempotency_key: string;
  request_hash: string;
  /** sent to the provider with every charge of this attempt, so a retry is never a new charge */
  provider_key: string;
  provider_ref: string | null;
  /** the provider's stand-in for the card (never the number), to repeat a lost charge */
  provider_token: string | null;
  brand: string | null;
  last4: string | null;
  action: 'challenge' | 'redirect' | null;
  redirect_url: string | null;
  failure_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Provider events applied once: a repeated webhook finds its id here and does nothing. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  attempt_id: number | null;
  type: string;
  received_at: Timestamp;
}

/** The card sandbox's side: a token stands for a card; it keeps brand, last four, behaviour. */
export interface SandboxCardTokenTable {
  token: string;
  brand: string;
  last4: string;
  behaviour: string;
  created_at: Timestamp;
  /** kept for merchant-initiated charges (an autoship's card on file), with its expiry */
  vaulted: Generated<boolean>;
  exp_month: number | null;
  exp_year: number | null;
}

export interface SandboxCardChargeTable {
  id: string;
  idempotency_key: string;
  token: string;
  amount_minor: bigint;
  currency: string;
  status: 'requires_action' | 'authorized' | 'captured' | 'failed' | 'refunded';
  refunded_minor: Generated<bigint>;
  failure_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The third-party sandbox's side: one hosted-page session per charge. */
export interface SandboxRedirectSessionTable {
  id: string;
  page_token: string;
  idempotency_key: string;
  reference: string;
  amount_minor: bigint;
  currency: string;
  return_url: string;
  status: 'requires_action' | 'captured' | 'failed' | 'refunded';
  refunded_minor: Generated<bigint>;
  failure_code: string | null;
  event_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SandboxRefundTable {
  idempotency_key: string;
  charge_ref: string;
  amount_minor: bigint;
  created_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    payment_attempt: PaymentAttemptTable;
    payment_event: PaymentEventTable;
    sandbox_card_token: SandboxCardTokenTable;
    sandbox_card_charge: SandboxCardChargeTable;
    sandbox_redirect_session: SandboxRedirectSessionTable;
    sandbox_refund: SandboxRefundTable;
  }
}
