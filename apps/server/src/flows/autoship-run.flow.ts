import {
  AUTOSHIP_RETRY_DAYS,
  AUTOSHIP_RUN_PROBLEMS,
  addDays,
  formatMinor,
  ORDER_TYPE,
  TEMPORARY_DECLINES,
  type AutoshipRunProblem,
  type Locale,
  type OrderInput,
} from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../lib/app-error.js';
import { orderAddressFromBook } from '../modules/address/index.js';
import {
  claimDueRuns,
  deliveryInputOf,
  inEveryLanguage,
  lockRunAndAutoship,
  noticeProblem,
  pauseForProblem,
  runsToWork,
  setRun,
  type AutoshipRunRow,
  type OmittedLine,
} from '../modules/autoship/index.js';
import { skusForOrder, takeStock } from '../modules/catalog/index.js';
import { companyOf } from '../modules/company/index.js';
import { memberContextById, memberRefusal } from '../modules/member/index.js';
import { noticeMemberById } from '../modules/message/index.js';
import {
  assertOrderAllowed,
  centresOf,
  orderForPayment,
  orderSettings,
  placeOrder,
} from '../modules/order/index.js';
import { chargeSavedCard } from '../modules/payment/index.js';
import { priceOrder } from './checkout-pricing.js';

/**
 * The autoship run (docs/autoship.md, "Runs"): each due period is claimed once
 * (modules/autoship), then worked as far as it goes:
 *   1. in one transaction under the run's and the autoship's locks: the member's status
 *      judged (an inactive or frozen member's autoship pauses), today's prices and stock taken
 *      (out-of-stock lines left out, nothing left: the period skipped), the type-66 order
 *      placed through the order face, and the run row pointed at it;
 *   2. the saved card charged under the try's key (`autoship:<run>:<try>`): a repeat, or a
 *      time-out, asks the provider by that key and never charges twice; the capture settles
 *      through the order payment flow's subscribers, so the order is paid and its volume and
 *      points follow the orderPaid event;
 *   3. the outcome: paid; a temporary decline retried 1, 2 and 3 days after the run's date,
 *      then given up; a permanent one pauses the autoship and tells the member at once.
 */
export interface AutoshipRunReport {
  claimed: number;
  paid: number;
  retrying: number;
  failed: number;
  skipped: number;
  pending: number;
}

export async function runAutoships(
  deps: AppDeps,
  day: string,
  by: string,
): Promise<AutoshipRunReport> {
  const report: AutoshipRunReport = {
    claimed: await claimDueRuns(deps, day, by),
    paid: 0,
    retrying: 0,
    failed: 0,
    skipped: 0,
    pending: 0,
  };
  for (const run of await runsToWork(deps, day)) {
    const status = await workRun(deps, run.id, day);
    if (status) report[status]++;
  }
  return report;
}

type Step = Exclude<AutoshipRunRow['status'], never> | null;

/** One run, as far as it goes today; answers the status it was left in. */
export async function workRun(deps: AppDeps, runId: number, day: string): Promise<Step> {
  let placed: Placed;
  try {
    placed = await placeRunOrder(deps, runId, day);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // the order cannot be placed (its address was deleted, a product withdrawn meanwhile, the
    // order type refused): the period is skipped, the autoship stays for the member to fix
    await setRun(deps.db, runId, { status: 'skipped', updated_at: deps.now() });
    return 'skipped';
  }
  if (placed.kind !== 'charge') return placed.status;
  const { run, member, card } = placed;
  const order = await orderForPayment(deps, member, run.order_no!);
  const target = {
    purpose: 'order',
    reference: order.orderNo,
    recordId: order.orderId,
    amountMinor: order.amountDueMinor,
    currency: order.currency,
    minorUnit: order.minorUnit,
  };
  const charge = await chargeSavedCard(
    deps,
    member,
    target,
    card,
    `autoship:${run.id}:${run.tries}`,
  );
  if (charge.status === 'pending') return 'pending';
  return inTransaction(deps.db, async (trx) => {
    const at = deps.now();
    if (charge.status === 'captured') {
      await setRun(trx, run.id, {
        status: 'paid',
        problem: null,
        next_retry_date: null,
        updated_at: at,
      });
      await noticeMemberById(deps, trx, member.memberId, {
        kind: 'autoshipPaid',
        params: {
          orderNo: order.orderNo,
          runDate: run.run_date,
          amount: `${formatMinor(run.amount_minor ?? 0n, run.minor_unit)} ${run.currency}`,
        },
        localized: { omitted: omittedNote(run.omitted) },
      });
      return 'paid';
    }
    const problem = problemOf(charge.failureCode);
    if (TEMPORARY_DECLINES.includes(problem)) {
      const wait = AUTOSHIP_RETRY_DAYS[run.tries - 1];
      const retry = wait !== undefined;
      await setRun(trx, run.id, {
        status: retry ? 'retrying' : 'failed',
        problem,
        next_retry_date: retry ? addDays(run.run_date, wait) : null,
        updated_at: at,
      });
      // told at the first decline and when the period is given up, not at every retry
      if (run.tries === 1 || !retry)
        await noticeProblem(deps, trx, member.memberId, run.run_date, problem);
      return retry ? 'retrying' : 'failed';
    }
    await setRun(trx, run.id, { status: 'failed', problem, next_retry_date: null, updated_at: at });
    await pauseForProblem(trx, run.autoship_id, 'cardRefused', problem, at);
    await noticeProblem(deps, trx, member.memberId, run.run_date, problem);
    return 'failed';
  });
}

function problemOf(code: string | null): AutoshipRunProblem {
  return (AUTOSHIP_RUN_PROBLEMS as readonly string[]).includes(code ?? '')
    ? (code as AutoshipRunProblem)
    : 'card_declined';
}

function omittedNote(omitted: OmittedLine[]) {
  if (!omitted.length)
    return Object.fromEntries(
      Object.keys(inEveryLanguage('autoship.notice.omitted')).map((l) => [l, '']),
    );
  const items = omitted.map((o) => `${o.name} × ${o.qty}`).join(', ');
  return inEveryLanguage('autoship.notice.omitted', { items });
}

type Placed =
  | { kind: 'done'; status: Step }
  | {
      kind: 'charge';
      run: AutoshipRunRow;
      member: NonNullable<Awaited<ReturnType<typeof memberContextById>>>;
      card: { token: string; brand: string; last4: string };
    };

/**
 * Step 1 under the run's lock: a second worker waits, then finds the order placed and goes on
 * to the same charge. A retry's new try places a new order (the last one expired unpaid).
 */
function placeRunOrder(deps: AppDeps, runId: number, day: string): Promise<Placed> {
  return inTransaction(deps.db, async (trx): Promise<Placed> => {
    const { run, autoship, lines } = await lockRunAndAutoship(trx, runId);
    const at = deps.now();
    const done = async (status: 'skipped' | 'failed', problem: AutoshipRunProblem | null) => {
      await setRun(trx, run.id, { status, problem, next_retry_date: null, updated_at: at });
      if (problem) await noticeProblem(deps, trx, autoship.member_id, run.run_date, problem);
      return { kind: 'done', status } as const;
    };
    const card = {
      token: autoship.card_token,
      brand: autoship.card_brand,
      last4: autoship.card_last4,
    };
    const member = await memberContextById(trx, autoship.member_id);
    if (!member) return done('skipped', null);
    if (run.status === 'pending' && run.order_no) return { kind: 'charge', run, member, card };
    const retryDue = run.status === 'retrying' && (run.next_retry_date ?? '') <= day;
    if (run.status !== 'pending' && !retryDue) return { kind: 'done', status: null };
    // a cancelled or paused autoship creates nothing, not even a retry
    if (autoship.status !== 'active') return done('skipped', null);
    const refusal = memberRefusal('payOrder', member.status);
    if (refusal) {
      const problem = refusal === 'memberFrozen' ? 'member_frozen' : 'member_inactive';
      await pauseForProblem(trx, autoship.id, 'memberStatus', null, at);
      return done('skipped', problem);
    }
    const locale = autoship.locale as Locale;
    const skus = await skusForOrder(
      trx,
      autoship.company_code,
      locale,
      lines.map((l) => l.productSkuId),
    );
    const inStock = lines.filter((l) => {
      const sku = skus.get(l.productSkuId);
      return sku?.onSale && sku.platform === 'bzz' && sku.stock >= l.qty;
    });
    const omitted = lines
      .filter((l) => !inStock.includes(l))
      .map((l) => ({
        productSkuId: l.productSkuId,
        name: skus.get(l.productSkuId)?.name ?? String(l.productSkuId),
        qty: l.qty,
      }));
    if (inStock.length === 0) return done('skipped', 'out_of_stock');
    const input: OrderInput = {
      orderType: ORDER_TYPE.autoship,
      platform: 'bzz',
      lines: inStock,
      delivery: deliveryInputOf(autoship),
      remark: `autoship ${autoship.id} ${run.run_date}`,
    };
    const settings = await orderSettings(trx, autoship.company_code);
    const company = await companyOf({ db: trx }, undefined, member);
    const order = priceOrder(
      {
        companyCode: autoship.company_code,
        skus,
        settings,
        centres: await centresOf(trx, autoship.company_code, settings),
        officeName: company.address ? `${company.name}, ${company.address}` : company.name,
        address:
          input.delivery.mode === 'address'
            ? await orderAddressFromBook(trx, member.memberId, input.delivery.addressId)
            : null,
        now: at,
      },
      input,
    );
    await assertOrderAllowed(trx, member, order.orderType, order.platform);
    const taken = await takeStock(trx, order.stock);
    if (!taken.ok) return done('skipped', 'out_of_stock');
    const summary = await placeOrder(trx, member, order, { at, locale });
    const next = await setRun(trx, run.id, {
      status: 'pending',
      tries: run.tries + 1,
      next_retry_date: null,
      order_no: summary.orderNo,
      amount_minor: order.total,
      bv: order.bv,
      omitted: JSON.stringify(omitted),
      updated_at: at,
    });
    return { kind: 'charge', run: next, member, card };
  });
}
