import {
  EXCHANGE_MIN_BV,
  formatMinor,
  parseSignedAmount,
  type ExchangeInput,
  type ExchangeMinBv,
  type ExchangePreview,
  type ExchangeResult,
  type Locale,
  type PointsProductDetail,
  type PointsProductList,
  type PointsProductListQuery,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { orderAddressFromBook } from '../address/index.js';
import {
  pointsProductDetail,
  pointsProductPage,
  pointsSkusFor,
  takeStock,
} from '../catalog/index.js';
import { companyOf } from '../company/index.js';
import { runIdempotent } from '../ledger/index.js';
import {
  assertOrderAllowed,
  centresOf,
  findOrderByNo,
  orderSettings,
  paidOrderVolumesBetween,
  placeOrder,
} from '../order/index.js';
import { spendVacationPoints, vacationBalanceOf } from '../vacation/index.js';
import { priceExchange, type PricedExchange } from './points-shop-pricing.js';
import { insertExchange } from './points-shop.repository.js';

/**
 * The points shop (docs/points-shop.md): the company's point-priced products, the month's BV
 * rule, the pre-check and the exchange. Every call acts for the signed-in member only, on
 * their own company's products; the points move through the vacation module's one door.
 */

export function listPointsProducts(
  deps: DbDeps,
  member: MemberContext,
  query: PointsProductListQuery,
  locale: Locale,
): Promise<PointsProductList> {
  return pointsProductPage(deps.db, member.companyCode, locale, query);
}

export function getPointsProduct(
  deps: DbDeps,
  member: MemberContext,
  id: number,
  locale: Locale,
): Promise<PointsProductDetail> {
  return pointsProductDetail(deps.db, member.companyCode, locale, id);
}

const UTC8_MS = 8 * 3_600_000;
const MIN_BV = (() => {
  const parsed = parseSignedAmount(EXCHANGE_MIN_BV, 2);
  if (!parsed.ok) throw new Error('EXCHANGE_MIN_BV is not an amount');
  return parsed.minor;
})();

/** The calendar month (UTC+8) `now` falls in: its first instant, the next's, and 'YYYY-MM'. */
export function businessMonthOf(now: Date): { from: Date; to: Date; month: string } {
  const local = new Date(now.getTime() + UTC8_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    from: new Date(Date.UTC(y, m, 1) - UTC8_MS),
    to: new Date(Date.UTC(y, m + 1, 1) - UTC8_MS),
    month: `${y}-${String(m + 1).padStart(2, '0')}`,
  };
}

/**
 * compensation-plan.md "Vacation points": an exchange needs at least 50 BV of the member's
 * own paid orders (net of refunds) in the current calendar month, in business time (UTC+8).
 */
async function monthRule(db: Db, memberId: number, now: Date) {
  const { from, to, month } = businessMonthOf(now);
  const orders = await paidOrderVolumesBetween(db, memberId, from, to);
  const monthBv = orders.reduce((sum, o) => sum + o.netBv, 0n);
  return { month, monthBv, met: monthBv >= MIN_BV };
}

/** `exchangePurchaseMinBv`: the rule, the member's BV this month and whether it is met. */
export async function exchangeMinBv(
  deps: DbClockDeps,
  member: MemberContext,
): Promise<ExchangeMinBv> {
  const rule = await monthRule(deps.db, member.memberId, deps.now());
  return {
    requiredBv: EXCHANGE_MIN_BV,
    monthBv: formatMinor(rule.monthBv, 2),
    met: rule.met,
    month: rule.month,
  };
}

async function assertMonthRule(db: Db, memberId: number, now: Date) {
  const rule = await monthRule(db, memberId, now);
  if (!rule.met) {
    throw new AppError('productBvInsufficient', {
      params: { required: EXCHANGE_MIN_BV, current: formatMinor(rule.monthBv, 2) },
    });
  }
}

/** Reads what the exchange is judged against and prices it (before any transaction). */
async function priced(
  deps: DbClockDeps,
  member: MemberContext,
  input: ExchangeInput,
  locale: Locale,
): Promise<PricedExchange> {
  const companyRow = companyOf(deps, undefined, member);
  const money = companyRow.then((c) => ({ currency: c.currency, minorUnit: c.minor_unit }));
  const settings = await orderSettings(deps.db, member.companyCode, money);
  const skuIds = input.lines.map((l) => l.productSkuId);
  const [skus, centres, company, address] = await Promise.all([
    pointsSkusFor(deps.db, member.companyCode, locale, skuIds),
    centresOf(deps.db, member.companyCode, settings),
    companyRow,
    input.delivery.mode === 'address'
      ? orderAddressFromBook(deps.db, member.memberId, input.delivery.addressId)
      : Promise.resolve(null),
  ]);
  const officeName = company.address ? `${company.name}, ${company.address}` : company.name;
  return priceExchange({ skus, settings, centres, officeName, address, now: deps.now() }, input);
}

function stockError(exchange: PricedExchange, skuId: number, stock: number): never {
  const name = exchange.lines.find((l) => l.productSkuId === skuId)?.name ?? String(skuId);
  throw new AppError('orderStockInsufficient', { params: { name, stock } });
}

function balanceError(needed: bigint, balance: bigint): never {
  throw new AppError('pointsBalanceInsufficient', {
    params: { needed: needed.toString(), balance: balance.toString() },
  });
}

/**
 * `beforeExchangePurchase`: the priced exchange judged now (the BV rule, the balance, the
 * stock), nothing taken; the exchange judges all of it again under its locks.
 */
export async function previewExchange(
  deps: DbClockDeps,
  member: MemberContext,
  input: ExchangeInput,
  locale: Locale,
): Promise<ExchangePreview> {
  const exchange = await priced(deps, member, input, locale);
  await assertOrderAllowed(deps.db, member, exchange.order.orderType, 'bzz');
  await assertMonthRule(deps.db, member.memberId, deps.now());
  const balance = await vacationBalanceOf(deps.db, member.memberId);
  if (balance < exchange.totalPoints) balanceError(exchange.totalPoints, balance);
  const short = exchange.order.stock.find(
    (need) => (exchange.stockNow.get(need.skuId) ?? 0) < need.qty,
  );
  if (short) stockError(exchange, short.skuId, exchange.stockNow.get(short.skuId) ?? 0);
  return {
    lines: exchange.lines,
    totalPoints: Number(exchange.totalPoints),
    balance: Number(balance),
    balanceAfter: Number(balance - exchange.totalPoints),
  };
}

/**
 * `exchangePurchase`: places the exchange's order paid in points, at most once per
 * Idempotency-Key. All in one transaction (replayed whole on a deadlock): the buyer's row
 * locked and judged (status), the month's BV rule, the stock taken under the SKU row locks,
 * the order written paid, the points spent through the vacation door under the member's
 * balance row lock (refused when short, so the balance never goes below zero), the exchange
 * recorded. A refusal rolls all of it back and is stored as the key's answer.
 */
export async function exchangePoints(
  deps: DbClockDeps,
  member: MemberContext,
  input: ExchangeInput,
  request: { idempotencyKey: string; locale: Locale },
): Promise<ExchangeResult> {
  const exchange = await priced(deps, member, input, request.locale);
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope: `member:${member.memberId}`,
    key: request.idempotencyKey,
    request: { op: 'exchangePurchase', ...input },
    at,
    run: async (trx: Trx) => {
      await assertOrderAllowed(trx, member, exchange.order.orderType, 'bzz');
      await assertMonthRule(trx, member.memberId, at);
      const taken = await takeStock(trx, exchange.order.stock);
      if (!taken.ok) stockError(exchange, taken.skuId, taken.stock);
      const order = await placeOrder(trx, member, exchange.order, {
        at,
        locale: request.locale,
        paidInPoints: true,
      });
      const moved = await spendVacationPoints(trx, member.memberId, {
        points: exchange.totalPoints,
        at,
        orderType: exchange.order.orderType,
        orderNo: order.orderNo,
      });
      await insertExchange(trx, {
        order_id: (await findOrderByNo(trx, order.orderNo))!.id,
        member_id: member.memberId,
        company_code: member.companyCode,
        points: exchange.totalPoints,
        lines: JSON.stringify(
          exchange.lines.map((l) => ({
            productSkuId: l.productSkuId,
            qty: l.qty,
            pointsPrice: l.pointsPrice,
          })),
        ),
        created_at: at,
      });
      return {
        orderNo: order.orderNo,
        orderType: order.orderType,
        status: order.status,
        createdAt: order.createdAt,
        lines: exchange.lines,
        totalPoints: Number(exchange.totalPoints),
        balance: Number(moved.before),
        balanceAfter: Number(moved.after),
      };
    },
  });
}
