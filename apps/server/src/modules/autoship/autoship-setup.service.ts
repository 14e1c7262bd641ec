import {
  AUTOSHIP_MAX_PER_MEMBER,
  businessDay,
  cardExpired,
  firstRunDate,
  fullExpiryYear,
  luhnValid,
  normalizeCardNumber,
  parseSignedAmount,
  type AutoshipPreview,
  type AutoshipPreviewBody,
  type AutoshipView,
  type CardInput,
  type CreateAutoshipBody,
  type Locale,
  type PayCard,
  type UpdateAutoshipBody,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { getCart, removeOrderedLines } from '../cart/index.js';
import { fingerprint } from '../ledger/index.js';
import { assertMemberMay } from '../member/index.js';
import { vaultCard } from '../payment/index.js';
import { noticeChange } from './autoship-notice.js';
import { checkDelivery, quoteLines } from './autoship-quote.js';
import { deliveryInputOf, scheduleOf } from './autoship-view.js';
import { changeAutoship, getAutoship, nextRunAfter } from './autoship.service.js';
import {
  autoshipByKey,
  countLiveAutoships,
  insertAutoshipOnce,
  linesOf,
  replaceLines,
  updateAutoship,
} from './autoship.repository.js';

/** The member's autoship cart lines (spec "States and transitions": order type 66's list). */
async function autoshipCart(deps: DbDeps, member: MemberContext, locale: Locale) {
  const cart = await getCart(deps, member, 'bzz', locale);
  const lines = cart.items.filter((i) => i.list === 'autoship');
  if (lines.length === 0) throw new AppError('autoshipCartEmpty');
  return lines;
}

/** AutoCardConfirm's figures: the first run date, the amount, the BV and the points. */
export async function previewAutoship(
  deps: DbClockDeps,
  member: MemberContext,
  body: AutoshipPreviewBody,
  locale: Locale,
): Promise<AutoshipPreview> {
  assertMemberMay('payOrder', member);
  const cart = await autoshipCart(deps, member, locale);
  const lines = cart.map((l) => ({ productSkuId: l.productSkuId, qty: l.qty }));
  const quote = await quoteLines(deps, member, lines, body.delivery.mode, locale);
  await checkDelivery(deps, member, body.delivery, quote.lines, quote.skus);
  const today = businessDay(deps.now());
  return {
    firstRunDate: firstRunDate(body.schedule, today, body.startDate),
    schedule: body.schedule,
    lines: quote.lines,
    amounts: quote.amounts,
  };
}

/** The typed card as the provider takes it: Luhn and expiry checked before it leaves us. */
function cardOf(card: PayCard, now: Date): CardInput {
  const number = normalizeCardNumber(card.number);
  if (!luhnValid(number)) {
    throw new AppError('validation', {
      fields: [{ path: 'body.card.number', key: 'validation.payment.cardNumber' }],
    });
  }
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  if (cardExpired(month, fullExpiryYear(year), now)) throw new AppError('cardExpired');
  return {
    number,
    expMonth: month,
    expYear: fullExpiryYear(year),
    cvc: card.cvc,
    holder: card.holder,
  };
}

async function vaulted(deps: AppDeps, card: PayCard) {
  const saved = await vaultCard(deps, cardOf(card, deps.now()));
  return {
    card_token: saved.token,
    card_brand: saved.brand,
    card_last4: saved.last4,
    card_exp_month: saved.expMonth,
    card_exp_year: saved.expYear,
  };
}

/**
 * Sets up an autoship from the autoship cart, once per Idempotency-Key: the card is vaulted at
 * the provider, the cart's lines become the autoship's and leave the cart, and the member is
 * told in the message centre. The same key again answers the same autoship.
 */
export async function createAutoship(
  deps: AppDeps,
  member: MemberContext,
  body: CreateAutoshipBody,
  request: { idempotencyKey: string; locale: Locale },
): Promise<AutoshipView> {
  const key = `member:${member.memberId}:${request.idempotencyKey}`;
  const { card, ...plan } = body;
  const requestHash = fingerprint({ ...plan, last4: card.number.slice(-4) });
  // the same key again answers its autoship (its cart lines are gone by now)
  const seen = await autoshipByKey(deps.db, key);
  if (seen) {
    if (seen.request_hash !== requestHash) throw new AppError('idempotencyConflict');
    return getAutoship(deps, member, seen.id, request.locale);
  }
  const preview = await previewAutoship(deps, member, plan, request.locale);
  if (body.expectedTotal !== undefined) {
    const parsed = parseSignedAmount(body.expectedTotal, preview.amounts.minorUnit);
    const total = parseSignedAmount(preview.amounts.total, preview.amounts.minorUnit);
    if (!parsed.ok || !total.ok || parsed.minor !== total.minor) {
      throw new AppError('orderPriceChanged', { details: { total: preview.amounts.total } });
    }
  }
  const cart = await autoshipCart(deps, member, request.locale);
  const saved = await vaulted(deps, card);
  const at = deps.now();
  const d = body.delivery;
  const total = parseSignedAmount(preview.amounts.total, preview.amounts.minorUnit);
  const id = await inTransaction(deps.db, async (trx) => {
    if ((await countLiveAutoships(trx, member.memberId)) >= AUTOSHIP_MAX_PER_MEMBER) {
      throw new AppError('autoshipLimit', { params: { max: AUTOSHIP_MAX_PER_MEMBER } });
    }
    const { autoship, created } = await insertAutoshipOnce(
      trx,
      {
        member_id: member.memberId,
        company_code: member.companyCode,
        status: 'active',
        schedule_kind: body.schedule.kind,
        schedule_value: body.schedule.kind === 'monthDay' ? body.schedule.day : body.schedule.weeks,
        next_run_date: preview.firstRunDate,
        delivery_mode: d.mode,
        address_id: d.mode === 'address' ? d.addressId : null,
        centre_id: d.mode === 'distributionCentre' ? d.centreId : null,
        ...saved,
        quoted_total: total.ok ? total.minor : 0n,
        locale: request.locale,
        idempotency_key: key,
        request_hash: requestHash,
        created_at: at,
        updated_at: at,
      },
      cart.map((l) => ({ productSkuId: l.productSkuId, qty: l.qty })),
    );
    if (autoship.request_hash !== requestHash) throw new AppError('idempotencyConflict');
    if (created) {
      await removeOrderedLines(
        trx,
        member.memberId,
        cart.map((l) => l.id),
      );
      await noticeChange(
        deps,
        trx,
        member.memberId,
        { id: autoship.id, nextRunDate: autoship.next_run_date },
        'created',
      );
    }
    return autoship.id;
  });
  return getAutoship(deps, member, id, request.locale);
}

/**
 * Changes items and quantities, ship-to, card or schedule: each checked as at set-up and
 * effective for the next run (a run already claimed keeps what it took).
 */
export async function updateAutoshipPlan(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: UpdateAutoshipBody,
  locale: Locale,
): Promise<AutoshipView> {
  const saved = body.card ? await vaulted(deps, body.card) : null;
  return changeAutoship(deps, member, id, locale, 'updated', async (trx, row) => {
    if (row.status === 'cancelled') throw new AppError('autoshipCancelled');
    const lines =
      body.lines ??
      (await linesOf(trx, [row.id])).map((l) => ({ productSkuId: l.product_sku_id, qty: l.qty }));
    const delivery = body.delivery ?? deliveryInputOf(row);
    const quote = await quoteLines({ db: trx }, member, lines, delivery.mode, locale);
    if (body.lines && quote.lines.some((l) => l.productId === 0))
      throw new AppError('invalidProduct');
    if (body.lines || body.delivery)
      await checkDelivery({ db: trx }, member, delivery, quote.lines, quote.skus);
    if (body.lines) await replaceLines(trx, row.id, body.lines);
    const schedule = body.schedule ?? scheduleOf(row);
    const today = businessDay(deps.now());
    const nextRun = body.schedule
      ? firstRunDate(schedule, today, body.startDate)
      : row.next_run_date && nextRunAfter(schedule, row.next_run_date, today);
    return updateAutoship(trx, row.id, {
      schedule_kind: schedule.kind,
      schedule_value: schedule.kind === 'monthDay' ? schedule.day : schedule.weeks,
      next_run_date: nextRun,
      delivery_mode: delivery.mode,
      address_id: delivery.mode === 'address' ? delivery.addressId : null,
      centre_id: delivery.mode === 'distributionCentre' ? delivery.centreId : null,
      ...(saved ?? {}),
      // a new card lifts a card refusal: the member may resume
      ...(saved && row.pause_reason === 'cardRefused' ? { pause_detail: null } : {}),
      quoted_total: quote.totalMinor,
      updated_at: deps.now(),
    });
  });
}
