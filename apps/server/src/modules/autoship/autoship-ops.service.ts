import { addDays, formatMinor, runDatesUntil, type Locale } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { formatBv } from '../catalog/index.js';
import { quoteLines } from './autoship-quote.js';
import { scheduleOf } from './autoship-view.js';
import { allAutoships, autoshipsRunningBetween, linesOf } from './autoship.repository.js';

/** `autoship:list`: every autoship (newest first) with its member, status and next run. */
export async function autoshipOpsList(deps: DbDeps, limit = 200) {
  return (await allAutoships(deps.db, limit)).map((r) => ({
    id: r.id,
    memberId: r.member_id,
    companyCode: r.company_code,
    status: r.status,
    pauseReason: r.pause_reason,
    schedule:
      r.schedule_kind === 'monthDay'
        ? `day ${r.schedule_value}`
        : `every ${r.schedule_value} weeks`,
    nextRunDate: r.next_run_date,
    card: `${r.card_brand} •••• ${r.card_last4}`,
  }));
}

/**
 * `autoship:forecast`: the runs, amount and BV per day over the next `days` days (today
 * included), at today's prices; amounts are summed per currency.
 */
export async function autoshipForecast(deps: DbDeps, today: string, days: number) {
  const until = addDays(today, days - 1);
  const rows = await autoshipsRunningBetween(deps.db, today, until);
  const byDay = new Map<
    string,
    { runs: number; amount: Map<string, bigint>; bv: bigint; minorUnit: number }
  >();
  for (const row of rows) {
    const lines = (await linesOf(deps.db, [row.id])).map((l) => ({
      productSkuId: l.product_sku_id,
      qty: l.qty,
    }));
    const member = { memberId: row.member_id, companyCode: row.company_code };
    const quote = await quoteLines(deps, member, lines, row.delivery_mode, row.locale as Locale);
    const bv = quote.bvHundredths;
    for (const day of runDatesUntil(scheduleOf(row), row.next_run_date!, until)) {
      const entry = byDay.get(day) ?? {
        runs: 0,
        amount: new Map(),
        bv: 0n,
        minorUnit: quote.amounts.minorUnit,
      };
      entry.runs++;
      const currency = quote.amounts.currency;
      entry.amount.set(currency, (entry.amount.get(currency) ?? 0n) + quote.totalMinor);
      entry.bv += bv;
      byDay.set(day, entry);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, e]) => ({
      day,
      runs: e.runs,
      amount: [...e.amount.entries()]
        .map(([c, m]) => `${formatMinor(m, e.minorUnit)} ${c}`)
        .join(', '),
      bv: formatBv(e.bv),
    }));
}
