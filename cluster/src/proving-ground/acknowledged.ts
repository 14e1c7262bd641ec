import { envelopeOf } from './http.js';
import type { Sent } from './retrying.js';

export const MONEY_KINDS = ['order', 'order-limited', 'pay', 'transfer', 'withdraw'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export const isMoney = (s: Sent) => (MONEY_KINDS as readonly string[]).includes(s.kind);
export const isAcknowledged = (s: Sent) => s.final.status === 200 && envelopeOf(s.final).code === 0;

/** The acknowledged money calls of some kinds, and what their answers named. */
export function acknowledged(records: Sent[], kinds: readonly MoneyKind[]) {
  const sent = records.filter(
    (s) => (kinds as readonly string[]).includes(s.kind) && isAcknowledged(s),
  );
  return { sent, data: sent.map((s) => envelopeOf(s.final).data) };
}
