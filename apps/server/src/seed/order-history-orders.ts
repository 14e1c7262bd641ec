import { ORDER_STATUS, ORDER_TYPE, type Platform } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import type { DbDeps } from '../lib/service-deps.js';
import { inTransaction, type Trx } from '../db/transaction.js';
import { saveOrder } from '../flows/checkout.flow.js';
import { memberAccountBalances } from '../modules/ledger/index.js';
import {
  findOrderByNo,
  markOrderPaid,
  operatorOrderStep,
  refundOrder,
  type PaymentTaken,
} from '../modules/order/index.js';
import {
  historyAddress,
  skuKey,
  type HistoryMember,
  type HistorySku,
} from './order-history-facts.js';
import { memberLanguage } from './member-language.js';
import type { PlannedOrder } from './order-history-plan.js';
import type { Random } from './random.js';

const OFFICE = 'operator:seed';
/** A demo login short of bonus money pays by card (the card sandbox's approved Visa). */
const SEED_CARD = 'visa •••• 4242';

export type HistoryOrderBody = NonNullable<ReturnType<typeof orderBody>>;

export function orderBody(
  member: HistoryMember,
  order: PlannedOrder,
  skus: Map<string, HistorySku[]>,
  random: Random,
) {
  // WT sells only in the marketplace; autoship is the main mall's
  const platform: Platform = member.context.companyCode === 'WT' ? 'wpm' : 'bzz';
  if (platform === 'wpm' && order.orderType === ORDER_TYPE.autoship) return null;
  const choice = skus.get(skuKey(member.context.companyCode, platform)) ?? [];
  if (choice.length === 0) return null;
  const picked = new Map<number, HistorySku>();
  const lineCount = random.int(1, 3);
  for (let i = 0; i < lineCount; i++) {
    const sku = random.pick(choice);
    picked.set(sku.id, sku);
  }
  const lines = [...picked.values()].map((s) => ({ productSkuId: s.id, qty: random.int(1, 2) }));
  const ships = [...picked.values()].some((s) => s.kind !== 'eproduct');
  return {
    orderType: order.orderType,
    platform,
    lines,
    delivery: ships ? { mode: 'address' as const, addressId: 1 } : { mode: 'none' as const },
    agreeReturnPolicy: true as const,
  };
}

type Payment = Pick<PaymentTaken, 'method' | 'providerRef' | 'wallet' | 'by' | 'detail'>;

/**
 * How the order is paid: a demo login from its bonus account when that holds enough at the
 * time (its opening balance and the weekly bonuses closed before), else by card, so its wallet
 * never gets money from nowhere; the network at the branch office.
 */
async function paymentOf(
  trx: Trx,
  member: HistoryMember,
  orderNo: string,
  total: bigint,
): Promise<Payment> {
  if (!member.isDemo) return { method: 'branch', providerRef: null, by: OFFICE, detail: null };
  const { memberId } = member.context;
  const accounts = await memberAccountBalances(trx, memberId);
  const bonus = accounts.find((a) => a.kind === 'bonus')?.balance ?? 0n;
  if (bonus >= total) {
    return {
      method: 'ewallet',
      providerRef: null,
      wallet: { memberId, account: 'bonus' },
      by: `member:${memberId}`,
      detail: 'bonus',
    };
  }
  return {
    method: 'card',
    providerRef: `seed-card-${orderNo}`,
    by: 'provider:card',
    detail: SEED_CARD,
  };
}

/**
 * saveOrder at the planned time, then the payment a few minutes later through the order's
 * payment face (see paymentOf). Answers the order's number.
 */
export async function placeAndPay(
  deps: AppDeps,
  member: HistoryMember,
  order: PlannedOrder,
  body: HistoryOrderBody,
  key: string,
): Promise<string> {
  const paidAt = new Date(order.at.getTime() + order.payAfterMs);
  // in the member's language, as they would have placed it: the order's notices are in it
  const locale = await memberLanguage(deps.db, member.context.memberId);
  // the seed's address port: the network ships to addresses no address book holds
  const request = { idempotencyKey: `${key}:save`, locale, addressOf: historyAddress };
  const saved = await saveOrder(atTime(deps, order.at), member.context, body, request);
  const row = (await findOrderByNo(deps.db, saved.orderNo))!;
  if (row.status !== ORDER_STATUS.awaitingPayment) return saved.orderNo;
  await inTransaction(deps.db, async (trx) => {
    const payment = await paymentOf(trx, member, row.order_no, row.total);
    await markOrderPaid(trx, {
      ...payment,
      orderId: row.id,
      amountMinor: row.total,
      idempotencyKey: `${key}:pay`,
      at: paidAt,
    });
  });
  return saved.orderNo;
}

const office = (at: Date) => ({ ref: OFFICE, reason: null, at });

/** Returned two days after payment: the money goes back the way it came, at that time. */
export async function refundStep(deps: DbDeps, orderNo: string, at: Date) {
  const row = (await findOrderByNo(deps.db, orderNo))!;
  if (row.status !== ORDER_STATUS.paid) return;
  await refundOrder(deps.db, { ...office(at), reason: 'returned (demo data)' }, orderNo);
}

/** Shipped a day after payment, when it goes to an address. */
export async function shipStep(deps: DbDeps, orderNo: string, at: Date) {
  const row = (await findOrderByNo(deps.db, orderNo))!;
  if (row.delivery_mode !== 'address' || row.status !== ORDER_STATUS.paid) return;
  await operatorOrderStep(deps.db, office(at), orderNo, 'ship');
}

/** Delivered three days after shipping. */
export async function deliverStep(deps: DbDeps, orderNo: string, at: Date) {
  const row = (await findOrderByNo(deps.db, orderNo))!;
  if (row.status !== ORDER_STATUS.shipped) return;
  await operatorOrderStep(deps.db, office(at), orderNo, 'deliver');
}

/** The same dependencies with the clock at `at`. */
function atTime(deps: AppDeps, at: Date): AppDeps {
  return { ...deps, now: () => at };
}
