import { addDays, businessDay, runDatesUntil, type ConsoleStockDemand } from '@portal/contract';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { Db } from '../../db/client.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { scheduleOf } from './autoship-view.js';
import { dueLinesOfSkus } from './autoship.repository.js';

/** The days the stock page looks ahead, today included. */
export const DEMAND_DAYS = 7;

/**
 * What the company's active autoships will order of these SKUs over the next 7 business days
 * (UTC+8, today included): each line's quantity times the runs its schedule makes in the
 * window. A paused or cancelled autoship orders nothing; a line whose SKU is withdrawn by then
 * is left out of its order, but is counted here, as the stock it would take if published.
 */
export async function autoshipDemand(
  deps: DbClockDeps,
  operator: OperatorContext,
  query: { companyCode: string; skuIds: number[] },
): Promise<ConsoleStockDemand> {
  requirePermission(operator, 'stock:adjust', query.companyCode);
  return autoshipDemandOfSkus(deps.db, query.companyCode, businessDay(deps.now()), query.skuIds);
}

/**
 * The same demand over the 7 business days from `from` (the daily low-stock alert's, without
 * an operator: the job reads it for the company it mails).
 */
export async function autoshipDemandOfSkus(
  db: Db,
  companyCode: string,
  from: string,
  skuIds: number[],
): Promise<ConsoleStockDemand> {
  const to = addDays(from, DEMAND_DAYS - 1);
  const ids = [...new Set(skuIds)];
  const rows = ids.length ? await dueLinesOfSkus(db, companyCode, to, ids) : [];
  const bySku = new Map<number, { qty: number; runs: number }>();
  for (const row of rows) {
    const runs = runDatesUntil(scheduleOf(row), row.next_run_date!, to).length;
    const entry = bySku.get(row.product_sku_id) ?? { qty: 0, runs: 0 };
    entry.qty += row.qty * runs;
    entry.runs += runs;
    bySku.set(row.product_sku_id, entry);
  }
  return {
    from,
    to,
    list: [...bySku.entries()]
      .sort(([a], [b]) => a - b)
      .map(([skuId, e]) => ({ skuId, qty: e.qty, runs: e.runs })),
  };
}
