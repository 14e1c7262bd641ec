import type { AttemptMethod, Platform } from '@portal/contract';

/**
 * Every event one module publishes for others, declared once: its name, its payload and its
 * rules. Subscribers run inside the publisher's transaction (event-registry.ts), so what they
 * write commits or rolls back with it, and a subscriber may refuse the step by throwing.
 * - `required`: the registry refuses to build at start while nobody subscribes (a process
 *   without the subscriber would silently skip the work);
 * - `per`: subscribers name a value of this payload field (a payment's purpose) and hear only
 *   payloads carrying it; a required event then also fails when that value has no subscriber.
 */
export interface EventDeclaration<P> {
  readonly required: boolean;
  readonly per?: keyof P & string;
  /** never set: it carries the payload's type */
  readonly payload?: P;
}

function event<P>(rules: { required?: boolean; per?: keyof P & string } = {}): EventDeclaration<P> {
  return { required: rules.required ?? false, per: rules.per };
}

/** What a paid (or refunded) order changes in its buyer's volume of the cycle. */
export interface OrderVolumeChange {
  memberId: number;
  /** the payment time, or the refund's: it names the cycle */
  paidAt: Date;
  platform: Platform;
  orderType: number;
  /** BV hundredths; negative for a refund */
  bvHundredths: bigint;
  /** the order, so a refund's take-back is reckoned against what that order earned */
  orderNo?: string;
  /** for a refund: the order's BV hundredths refunded before this one */
  refundedBvBefore?: bigint;
}

/** An order paid in points (a points-shop exchange, order type 70) refunded by an operator. */
export interface PointsOrderRefund {
  orderId: number;
  orderNo: string;
  memberId: number;
  companyCode: string;
  orderType: number;
  /** the refund's time */
  at: Date;
}

/** What every settlement event tells of the attempt (a `per: 'purpose'` event). */
interface SettledAttempt {
  /** what was paid for ('order'): the subscribers of that purpose hear it */
  purpose: string;
  attemptId: number;
  memberId: number;
  reference: string;
  recordId: number | null;
  /** the attempt's own key (`member:<id>:<Idempotency-Key>`): one payment per key */
  idempotencyKey: string;
  method: AttemptMethod;
  amountMinor: bigint;
  at: Date;
}

/** A capture as the paid record's owner sees it, inside the transaction that settles it. */
export interface CapturedPayment extends SettledAttempt {
  /** what the payment shows: 'visa •••• 4242', or null */
  detail: string | null;
  currency: string;
  providerRef: string;
}

export interface FailedPayment extends SettledAttempt {
  providerRef: string | null;
  failureCode: string;
}

/** An attempt still open, as its record may show it (a pending card challenge). */
export interface OpenPayment extends SettledAttempt {
  providerRef: string | null;
  action: 'challenge' | 'redirect' | null;
  detail: string | null;
}

/** A member's personal data being gathered, one section per module (memberExporting). */
export interface MemberDataExport {
  memberId: number;
  sections: Record<string, unknown>;
}

export const EVENTS = {
  /** an order was paid in full: its BV joins the buyer's cycle (trees, vacation points) */
  orderPaid: event<OrderVolumeChange>({ required: true }),
  /** part or all of a paid order was refunded: the BV taken back counts negative */
  orderRefunded: event<OrderVolumeChange>({ required: true }),
  /**
   * an order paid in points was refunded: the points shop gives its points back through the
   * vacation door, or throws (they were given back already) and the refund rolls back
   */
  pointsOrderRefunded: event<PointsOrderRefund>({ required: true }),
  /**
   * A provider captured an attempt. The purpose's subscriber posts the money and marks its
   * record paid, or throws (the order expired, the amount changed): the capture is then
   * refunded at the provider (the undo of the outside step).
   */
  paymentCaptured: event<CapturedPayment>({ required: true, per: 'purpose' }),
  paymentFailed: event<FailedPayment>({ per: 'purpose' }),
  /** the attempt waits for the member (a challenge, the hosted page) or holds money */
  paymentOpen: event<OpenPayment>({ per: 'purpose' }),
  /** before a bank account is deleted; a subscriber vetoes by throwing (a withdrawal pays to it) */
  bankAccountDeleting: event<{ bankAccountId: number }>({ required: true }),
  /** before an address is deleted; a subscriber vetoes by throwing (an unshipped order uses it) */
  addressDeleting: event<{ memberId: number; addressId: number }>({ required: true }),
  /**
   * an operator froze a member (the console's member desk): the member's sessions end in the
   * same transaction (auth), so a frozen member is signed out at once, not at their next login
   */
  memberFrozen: event<{ memberId: number; at: Date }>({ required: true }),
  /**
   * the console's ledger check: a module that keeps money in the ledger beside records of its
   * own adds what does not agree (the wallet: clearing against pending withdrawals)
   */
  ledgerChecking: event<{ problems: string[] }>({}),
  /**
   * an operator erases a member's personal data (the console's privacy action): each module
   * replaces what it holds of the member's person with placeholders, in the same transaction
   */
  memberErasing: event<{ memberId: number; at: Date }>({ required: true }),
  /**
   * an operator exports a member's personal data: each module adds what it holds of the member
   * to `sections` under its own name (a read; nothing is written)
   */
  memberExporting: event<MemberDataExport>({ required: true }),
};

export type EventName = keyof typeof EVENTS;
export type EventPayload<E extends EventName> =
  (typeof EVENTS)[E] extends EventDeclaration<infer P> ? P : never;
