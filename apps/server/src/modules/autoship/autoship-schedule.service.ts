import { orderAmounts, runDatesUntil } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { skusForOrder } from '../catalog/index.js';
import { orderSettings } from '../order/index.js';
import { isRunnable } from './autoship-quote.js';
import { scheduleOf } from './autoship-view.js';
import { activeAutoshipsRunningBy, linesOf } from './autoship.repository.js';

/** One run an autoship is scheduled to make, priced at today's prices. */
export interface ScheduledAutoshipRun {
  autoshipId: number;
  memberId: number;
  /** 'YYYY-MM-DD', business day (UTC+8) */
  runDate: string;
  /** BV hundredths of the lines a run would take today */
  bvHundredths: bigint;
  /** the amount it would charge, in the company currency's minor units */
  totalMinor: bigint;
  currency: string;
  minorUnit: number;
}

export interface ScheduledRunsQuery {
  companyCode: string;
  /** the first and last business day, inclusive ('YYYY-MM-DD') */
  from: string;
  to: string;
  /** one member's runs only */
  memberId?: number;
}

/**
 * The runs the company's active autoships are scheduled to make from `from` to `to` (the
 * estimated bonus, compensation-plan.md "Estimated bonus"), each with the amount and BV it
 * would have at today's prices. A paused or cancelled autoship makes none; a skipped run is
 * not scheduled (skipping moves the next run on); a line withdrawn or short of stock is left
 * out as the run would leave it, and a run with nothing left is none. A run already due and
 * not yet claimed counts on `from`: the hourly run job places it then. Runs retrying a
 * declined card are not scheduled runs and are not counted.
 */
export async function scheduledAutoshipRuns(
  deps: DbDeps,
  query: ScheduledRunsQuery,
): Promise<ScheduledAutoshipRun[]> {
  const { companyCode, from, to } = query;
  const autoships = await activeAutoshipsRunningBy(deps.db, companyCode, to, query.memberId);
  if (autoships.length === 0) return [];
  const [lines, settings] = await Promise.all([
    linesOf(
      deps.db,
      autoships.map((a) => a.id),
    ),
    orderSettings(deps.db, companyCode),
  ]);
  // prices, BV and stock are the same in every language: the names are not read
  const skus = await skusForOrder(deps.db, companyCode, 'en', [
    ...new Set(lines.map((l) => l.product_sku_id)),
  ]);
  const runs: ScheduledAutoshipRun[] = [];
  for (const autoship of autoships) {
    const priced = lines.flatMap((l) => {
      const sku = skus.get(l.product_sku_id);
      if (l.autoship_id !== autoship.id || !isRunnable(sku, l.qty)) return [];
      return [{ unitPrice: sku.memberPrice, unitBv: sku.bv, qty: l.qty }];
    });
    if (priced.length === 0) continue;
    const shipping = autoship.delivery_mode === 'address' ? settings.shippingFee : 0n;
    const amounts = orderAmounts(priced, shipping, settings.taxRateBp);
    for (const date of runDatesUntil(scheduleOf(autoship), autoship.next_run_date!, to)) {
      runs.push({
        autoshipId: autoship.id,
        memberId: autoship.member_id,
        runDate: date < from ? from : date,
        bvHundredths: amounts.bv,
        totalMinor: amounts.total,
        currency: settings.currency,
        minorUnit: settings.minorUnit,
      });
    }
  }
  return runs;
}
