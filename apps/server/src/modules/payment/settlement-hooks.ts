import type { AttemptMethod } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';

/** A capture as the paid record's owner sees it, inside the transaction that settles it. */
export interface CapturedPayment {
  attemptId: number;
  memberId: number;
  reference: string;
  recordId: number | null;
  /** the attempt's own key (`member:<id>:<Idempotency-Key>`): one payment per key */
  idempotencyKey: string;
  /** what the payment shows: 'visa •••• 4242', or null */
  detail: string | null;
  method: AttemptMethod;
  amountMinor: bigint;
  currency: string;
  providerRef: string;
  at: Date;
}

export interface FailedPayment {
  attemptId: number;
  memberId: number;
  reference: string;
  recordId: number | null;
  idempotencyKey: string;
  amountMinor: bigint;
  providerRef: string | null;
  method: AttemptMethod;
  failureCode: string;
  at: Date;
}

/**
 * What a purpose (an order, later an autoship charge) does when one of its attempts settles.
 * `onCaptured` runs in the transaction that marks the attempt captured: it posts the money
 * through the ledger and marks its record paid, or throws (the order expired, the amount
 * changed), and then the capture is refunded at the provider (the undo of the outside step).
 */
export interface SettlementHooks {
  onCaptured(trx: Trx, captured: CapturedPayment): Promise<void>;
  onFailed?(trx: Trx, failed: FailedPayment): Promise<void>;
  /** the attempt waits for the member (a challenge, the hosted page) or holds money */
  onOpen?(trx: Trx, open: OpenPayment): Promise<void>;
}

/** An attempt still open, as its record may show it (a pending card challenge). */
export interface OpenPayment extends Omit<FailedPayment, 'failureCode'> {
  action: 'challenge' | 'redirect' | null;
  detail: string | null;
}

const HOOKS = new Map<string, SettlementHooks>();

/** Registers a purpose's hooks once at start (the webhook needs them without a request). */
export function registerSettlementHooks(purpose: string, hooks: SettlementHooks): void {
  HOOKS.set(purpose, hooks);
}

export function settlementHooksFor(purpose: string): SettlementHooks {
  const hooks = HOOKS.get(purpose);
  if (!hooks) throw new Error(`no settlement hooks for payment purpose '${purpose}'`);
  return hooks;
}
