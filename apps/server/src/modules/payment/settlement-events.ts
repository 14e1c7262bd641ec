import type { Trx } from '../../db/transaction.js';
import { hasSubscriber, publish, type EventPayload } from '../../lib/events/index.js';

type SettlementEvent = 'paymentCaptured' | 'paymentFailed' | 'paymentOpen';

/**
 * Tells the paid record's owner of a settlement step, in the transaction that settles the
 * attempt: the subscribers of the attempt's purpose hear it (for 'order', the order payment
 * flow, however the answer arrived: the card's answer, the return, the webhook, the
 * reconciliation). A purpose nothing captures for is refused at every step, the open and failed
 * ones too, whose subscribers are optional: it is a wiring error, never a payment.
 */
export async function publishSettlement<E extends SettlementEvent>(
  trx: Trx,
  event: E,
  payload: EventPayload<E>,
): Promise<void> {
  const { purpose } = payload as EventPayload<SettlementEvent>;
  if (!hasSubscriber('paymentCaptured', purpose)) {
    throw new Error(`no settlement hooks for payment purpose '${purpose}'`);
  }
  await publish(trx, event, payload);
}
