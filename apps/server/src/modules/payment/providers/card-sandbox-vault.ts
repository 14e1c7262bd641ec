import {
  cardBrand,
  cardExpired,
  cardLast4,
  SANDBOX_CARDS,
  type PaymentFailure,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import {
  findToken,
  insertChargeOnce,
  insertToken,
  type ChargeRow,
} from './card-sandbox.repository.js';
import {
  ProviderTimeoutError,
  type SavedCard,
  type SavedCardInput,
  type SavedChargeInput,
} from './provider.js';

/**
 * The card sandbox's vault (docs/payments.md, "Saved cards"): a card kept as a reusable token
 * for merchant-initiated charges. Like the one-off token, it keeps brand, last four and the
 * test number's behaviour, plus the expiry a processor checks at each charge.
 */
export async function saveSandboxCard(
  db: Db,
  card: SavedCardInput,
  token: string,
): Promise<SavedCard> {
  const row = { token, brand: cardBrand(card.number), last4: cardLast4(card.number) };
  await insertToken(db, {
    ...row,
    behaviour: behaviourOf(card.number),
    vaulted: true,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  });
  return { ...row, expMonth: card.expMonth, expYear: card.expYear };
}

/** A documented test number's behaviour; any other valid number is approved. */
const behaviourOf = (number: string): string =>
  Object.values(SANDBOX_CARDS).find((c) => c.number === number)?.behaviour ?? 'approved';

/** What a saved card's charge comes to: captured at once, or refused with its class. */
function outcome(
  behaviour: string,
  expired: boolean,
): { status: ChargeRow['status']; failure: PaymentFailure | null } {
  if (expired) return { status: 'failed', failure: 'card_expired' };
  switch (behaviour) {
    case 'insufficient_funds':
    case 'card_declined':
    case 'card_stolen':
      return { status: 'failed', failure: behaviour };
    default:
      // no member is present to answer a challenge: a merchant-initiated charge has none
      return { status: 'captured', failure: null };
  }
}

/**
 * A merchant-initiated charge of a vaulted card, once per idempotency key. The time-out card
 * records its (captured) charge and loses the answer, once: asking by the key finds it.
 */
export async function savedCharge(
  db: Db,
  input: SavedChargeInput,
  chargeId: string,
  now: Date,
): Promise<ChargeRow> {
  const token = await findToken(db, input.token);
  if (!token?.vaulted) throw new Error('unknown saved card');
  const expired = cardExpired(token.exp_month ?? 0, token.exp_year ?? 0, now);
  const { status, failure } = outcome(token.behaviour, expired);
  const { charge, created } = await insertChargeOnce(db, {
    id: chargeId,
    idempotency_key: input.idempotencyKey,
    token: token.token,
    amount_minor: input.amountMinor,
    currency: input.currency,
    status,
    failure_code: failure,
  });
  if (created && token.behaviour === 'timeout_after_charge') {
    throw new ProviderTimeoutError('chargeSaved');
  }
  return charge;
}
