import type { AnswerSlot } from '../ledger/index.js';
import type { OrderRow, PaymentView } from './order-view.js';
import type { ListedAnswer } from './order-payment-listing.repository.js';

/** What a paid step stores as its request's answer (PaymentTaken.answer). */
export interface PaidAnswer {
  slot: AnswerSlot;
  of: (order: OrderRow, payments: PaymentView[]) => unknown;
}

// where the new payment's id goes in its answer's JSON until its insert numbers it
const ID_PLACEHOLDER = String(Number.MIN_SAFE_INTEGER);

/**
 * The answer as the new payment row's statement stores it: the order's payments as locked,
 * those the paid step voids (pending, challenge) shown failed, then the new row; its JSON with
 * a placeholder for the new id (none when the text could not hold it unambiguously).
 */
export function listedAnswer(
  answer: PaidAnswer | undefined,
  order: OrderRow,
  payments: PaymentView[],
  voided: boolean,
  created: Omit<PaymentView, 'id' | 'refunded'>,
): ListedAnswer | undefined {
  if (!answer) return undefined;
  const expected = payments.map((p) =>
    voided && (p.status === 'pending' || p.status === 'challenge')
      ? { ...p, status: 'failed' as const }
      : p,
  );
  const fresh = { ...created, id: Number.MIN_SAFE_INTEGER, refunded: 0n };
  const text = JSON.stringify(answer.of(order, [...expected, fresh]));
  if (text.split(ID_PLACEHOLDER).length !== 2) return undefined;
  return { slot: answer.slot, text, placeholder: ID_PLACEHOLDER, expected };
}
