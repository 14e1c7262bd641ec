import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardLast4,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  type CardInput,
  type PaymentFailure,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { savedCharge, saveSandboxCard } from './card-sandbox-vault.js';
import {
  findCharge,
  findToken,
  insertChargeOnce,
  insertToken,
  moveCharge,
  type ChargeRow,
} from './card-sandbox.repository.js';
import { refundOnce } from './sandbox-refund.repository.js';
import {
  ProviderTimeoutError,
  RefundRefusedError,
  type AuthorizeInput,
  type CardVault,
  type PaymentProvider,
  type ProviderPayment,
  type SavedCard,
  type SavedCardInput,
  type SavedChargeInput,
  type WebhookHeaders,
} from './provider.js';
import { verifySandboxEvent } from './sandbox-event.js';

export type CardBehaviour = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS]['behaviour'];

/** A documented test number's behaviour; any other valid number is approved. */
export function behaviourOf(number: string): CardBehaviour {
  return Object.values(SANDBOX_CARDS).find((c) => c.number === number)?.behaviour ?? 'approved';
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The card sandbox: behaves like an outside card processor with its own tables. It never keeps
 * the number: tokenizing records brand, last four and the test behaviour. The time-out card
 * records its charge and then "loses" the answer, once: a repeat with the same key answers.
 */
export class CardSandboxProvider implements PaymentProvider, CardVault {
  readonly id = 'card_sandbox';

  constructor(
    private readonly db: Db,
    private readonly secret: () => string,
    private readonly now: () => Date,
  ) {}

  /** What the provider's browser script does in real life: swaps the card for a token. */
  async tokenize(card: CardInput): Promise<{ token: string; brand: string; last4: string }> {
    const token = id('tok');
    const row = { token, brand: cardBrand(card.number), last4: cardLast4(card.number) };
    await insertToken(this.db, { ...row, behaviour: behaviourOf(card.number) });
    return row;
  }

  /** The vault: the card kept as a reusable token (card-sandbox-vault.ts). */
  saveCard(card: SavedCardInput): Promise<SavedCard> {
    return saveSandboxCard(this.db, card, id('vault'));
  }

  /** A merchant-initiated charge of a vaulted card (card-sandbox-vault.ts). */
  async chargeSaved(input: SavedChargeInput): Promise<ProviderPayment> {
    return view(await savedCharge(this.db, input, id('ch'), this.now()));
  }

  async authorize(input: AuthorizeInput): Promise<ProviderPayment> {
    if (input.source.kind !== 'card') throw new Error('the card sandbox takes card tokens only');
    const token = await findToken(this.db, input.source.token);
    if (!token) throw new Error('unknown card token');
    const { status, failure } = outcome(token.behaviour as CardBehaviour);
    const { charge, created } = await insertChargeOnce(this.db, {
      id: id('ch'),
      idempotency_key: input.idempotencyKey,
      token: token.token,
      amount_minor: input.amountMinor,
      currency: input.currency,
      status,
      failure_code: failure,
    });
    if (created && token.behaviour === 'timeout_after_charge') {
      throw new ProviderTimeoutError('authorize');
    }
    return view(charge);
  }

  async confirmAction(providerRef: string, answer: string): Promise<ProviderPayment> {
    const passed = answer === SANDBOX_CHALLENGE_CODE;
    await moveCharge(
      this.db,
      providerRef,
      'requires_action',
      passed
        ? { status: 'authorized' }
        : { status: 'failed', failure_code: 'authentication_failed' },
      this.now(),
    );
    return this.current(providerRef);
  }

  async capture(providerRef: string): Promise<ProviderPayment> {
    await moveCharge(this.db, providerRef, 'authorized', { status: 'captured' }, this.now());
    return this.current(providerRef);
  }

  async refund(providerRef: string, amountMinor: bigint, idempotencyKey: string) {
    const outcome = await refundOnce(
      this.db,
      'sandbox_card_charge',
      providerRef,
      amountMinor,
      idempotencyKey,
      this.now(),
    );
    if (outcome === 'refused') throw new RefundRefusedError(providerRef);
    return this.current(providerRef);
  }

  async retrieve(by: { providerRef: string } | { idempotencyKey: string }) {
    const charge = await findCharge(this.db, by);
    return charge ? view(charge) : null;
  }

  verifyWebhook(rawBody: string, headers: WebhookHeaders) {
    return verifySandboxEvent(this.secret(), rawBody, headers, this.now());
  }

  private async current(providerRef: string): Promise<ProviderPayment> {
    const charge = await findCharge(this.db, { providerRef });
    if (!charge) throw new Error(`unknown sandbox charge ${providerRef}`);
    return view(charge);
  }
}

function outcome(behaviour: CardBehaviour): {
  status: ChargeRow['status'];
  failure: PaymentFailure | null;
} {
  switch (behaviour) {
    case 'card_declined':
    case 'insufficient_funds':
      return { status: 'failed', failure: behaviour };
    case 'card_stolen':
      // a member paying once is told "declined", as a processor says no more to the shopper
      return { status: 'failed', failure: 'card_declined' };
    case 'challenge':
      return { status: 'requires_action', failure: null };
    default:
      return { status: 'authorized', failure: null };
  }
}

function view(charge: ChargeRow): ProviderPayment {
  return {
    providerRef: charge.id,
    status: charge.status,
    amountMinor: charge.amount_minor,
    refundedMinor: charge.refunded_minor,
    currency: charge.currency,
    failureCode: charge.failure_code as PaymentFailure | null,
    action: charge.status === 'requires_action' ? { kind: 'challenge' } : null,
  };
}
