import {
  formatMinor,
  parseSignedAmount,
  type Locale,
  type OrderInput,
  type OrderPreview,
  type OrderSummary,
  type SaveOrderBody,
} from '@portal/contract';
import type { Expression } from 'kysely';
import { retryOnDisconnect } from '../db/connection-errors.js';
import type { DbClockDeps } from '../lib/service-deps.js';
import { AppError } from '../lib/app-error.js';
import type { MemberContext } from '../lib/member-context.js';
import type { AddressLookup } from '../lib/ports/index.js';
import { orderAddressFromBook } from '../modules/address/index.js';
import { removeOrderedLines } from '../modules/cart/index.js';
import {
  skusForOrderOfJson,
  skusForOrderQuery,
  takeStockWith,
  type OrderSku,
} from '../modules/catalog/index.js';
import { companyWith } from '../modules/company/index.js';
import { configOfRows, configQuery } from '../modules/config/index.js';
import { runIdempotent, storedAnswerQuery, type StoredAnswer } from '../modules/ledger/index.js';
import {
  assertOrderAllowed,
  centresOf,
  lockBuyerForOrder,
  orderEffects,
  ORDER_SETTING_KEYS,
  orderSettingsOf,
  placeOrder,
  type NewOrder,
} from '../modules/order/index.js';
import { priceOrder, skuIdsOf } from './checkout-pricing.js';
import { toPreview } from './checkout-preview.js';

type SkuJsonRows = Parameters<typeof skusForOrderOfJson>[0];

/**
 * The checkout (docs/orders.md, "Checkout"): beforeSaveOrder prices and checks an order and
 * shows what it changes; saveOrder places it awaiting payment. Steps of saveOrder, all in one
 * transaction (replayed whole on a deadlock), none leaving the database:
 *   1. order face: the buyer's row locked;
 *   2. catalogue face: the SKU rows locked in id order, stock checked and taken (all or none)
 *      in one statement, which also reads the buyer's first purchase for the order face's
 *      order-type rules, judged on it first (a refusal rolls the stock back);
 *   3. cart face: the ordered cart lines removed;
 *   4. order face: the order, lines, reservations and timeline written, with the number from
 *      the company's counter, and (ledger face, runIdempotent's slot) the answer stored under
 *      the Idempotency-Key in the same statement, so a repeat answers the same order and
 *      places no second one. The counter, which every saveOrder of the company queues on, is
 *      held from that statement to COMMIT only.
 * Payment is a separate call (payOrder), as the member may pay later or another way.
 */
async function priced(
  deps: DbClockDeps,
  member: MemberContext,
  input: OrderInput,
  locale: Locale,
  addressOf: AddressLookup = orderAddressFromBook,
  answer?: Expression<StoredAnswer>,
): Promise<{ order: NewOrder; skus: Map<number, OrderSku>; seen: StoredAnswer | null }> {
  // the company row (its money makes the settings, its name the office's), its order
  // settings, the SKUs the request names (known before any of it is read) and (saveOrder) the
  // key's stored answer: one read, repeated on a lost connection
  const read = await retryOnDisconnect(() =>
    companyWith(deps, member, {
      rows: configQuery(deps.db, member.companyCode, ORDER_SETTING_KEYS),
      answer,
      skus: skusForOrderQuery(deps.db, member.companyCode, skuIdsOf(input)),
    }),
  );
  const { company } = read;
  const money = { currency: company.currency, minorUnit: company.minor_unit };
  const settings = orderSettingsOf(money, configOfRows(read.rows, member.companyCode));
  // money and BV come as text in that JSON (orderSkuQuery): the mapping makes them bigints
  const skus = skusForOrderOfJson(read.skus as unknown as SkuJsonRows, locale);
  const [centres, address] = await Promise.all([
    centresOf(deps.db, member.companyCode, settings),
    input.delivery.mode === 'address'
      ? addressOf(deps.db, member.memberId, input.delivery.addressId)
      : Promise.resolve(null),
  ]);
  const officeName = company.address ? `${company.name}, ${company.address}` : company.name;
  const facts = { companyCode: member.companyCode, skus, settings, centres, officeName };
  const order = priceOrder({ ...facts, address, now: deps.now() }, input);
  return { order, skus, seen: (read.answer as StoredAnswer | null) ?? null };
}

/** `beforeSaveOrder`: the priced order with its stock judged now (nothing is reserved). */
export async function previewOrder(
  deps: DbClockDeps,
  member: MemberContext,
  input: OrderInput,
  locale: Locale,
): Promise<OrderPreview> {
  const { order, skus } = await priced(deps, member, input, locale);
  // judged as saveOrder will, without locks or reservation: saveOrder judges again under lock
  await assertOrderAllowed(deps.db, member, order.orderType, order.platform);
  const short = order.stock.find((need) => (skus.get(need.skuId)?.stock ?? 0) < need.qty);
  if (short) stockError(order, short.skuId, skus.get(short.skuId)?.stock ?? 0);
  const effects = await orderEffects(deps.db, member, order, deps.now());
  return toPreview(order, effects);
}

function stockError(order: NewOrder, skuId: number, stock: number): never {
  const line = order.lines.find((l) => l.productSkuId === skuId);
  const name =
    line?.name ??
    order.lines.flatMap((l) => l.packItems).find((p) => p.productSkuId === skuId)?.name ??
    String(skuId);
  throw new AppError('orderStockInsufficient', { params: { name, stock } });
}

/**
 * `saveOrder`: places the order awaiting payment, at most once per Idempotency-Key. The address
 * comes from the member's address book unless `addressOf` is given (the seeded history's).
 */
export async function saveOrder(
  deps: DbClockDeps,
  member: MemberContext,
  body: SaveOrderBody,
  request: { idempotencyKey: string; locale: Locale; addressOf?: AddressLookup },
): Promise<OrderSummary> {
  const scope = `member:${member.memberId}`;
  const answer = storedAnswerQuery(deps.db, scope, request.idempotencyKey);
  const { order, seen } = await priced(
    deps,
    member,
    body,
    request.locale,
    request.addressOf,
    answer,
  );
  assertExpectedTotal(order, body.expectedTotal);
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope,
    key: request.idempotencyKey,
    request: { op: 'saveOrder', ...body },
    at,
    seen,
    run: async (trx, answer) => {
      const buyer = await lockBuyerForOrder(trx, member, order.orderType, order.platform);
      // the stock taken in one statement that also reads the buyer's first purchase (after
      // the lock above); the order-type refusal is still answered before a shortfall
      const taken = await takeStockWith(trx, order.stock, buyer.firstPurchasePaid);
      buyer.assertAllowed(taken.alongside);
      if (!taken.ok) stockError(order, taken.skuId, taken.stock);
      const cartIds = body.lines.flatMap((l) => (l.cartItemId ? [l.cartItemId] : []));
      await removeOrderedLines(trx, member.memberId, cartIds);
      // last: its statement takes the company's order-number counter and stores this answer
      return placeOrder(trx, member, order, { at, locale: request.locale, answer });
    },
  });
}

/** The total the member saw must still be the total: a changed price is shown, not charged. */
function assertExpectedTotal(order: NewOrder, expected: string | undefined) {
  if (expected === undefined) return;
  const parsed = parseSignedAmount(expected, order.minorUnit);
  if (!parsed.ok || parsed.minor !== order.total) {
    throw new AppError('orderPriceChanged', {
      details: { total: formatMinor(order.total, order.minorUnit) },
    });
  }
}
