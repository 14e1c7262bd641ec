import {
  formatMinor,
  type AutoshipRunView,
  type AutoshipSchedule,
  type AutoshipView,
  type DeliveryInput,
  type Locale,
} from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { translate } from '../../lib/i18n.js';
import { formatBv } from '../catalog/index.js';
import { checkDelivery, quoteLines, type AutoshipDeliveryView } from './autoship-quote.js';
import { lastRuns, linesOf } from './autoship.repository.js';
import type { AutoshipRow, AutoshipRunRow } from './autoship.tables.js';

export function scheduleOf(
  row: Pick<AutoshipRow, 'schedule_kind' | 'schedule_value'>,
): AutoshipSchedule {
  return row.schedule_kind === 'monthDay'
    ? { kind: 'monthDay', day: row.schedule_value }
    : { kind: 'everyWeeks', weeks: row.schedule_value as 2 | 4 | 8 };
}

export function deliveryInputOf(row: AutoshipRow): DeliveryInput {
  switch (row.delivery_mode) {
    case 'address':
      return { mode: 'address', addressId: row.address_id ?? 0 };
    case 'distributionCentre':
      return { mode: 'distributionCentre', centreId: row.centre_id ?? 0 };
    default:
      return { mode: row.delivery_mode };
  }
}

/** A run as the member reads it: a problem's reason and advice in their language. */
export function runView(run: AutoshipRunRow, locale: Locale): AutoshipRunView {
  return {
    id: run.id,
    runDate: run.run_date,
    status: run.status,
    tries: run.tries,
    nextRetryDate: run.next_retry_date,
    orderNo: run.order_no,
    amount: run.amount_minor === null ? null : formatMinor(run.amount_minor, run.minor_unit),
    bv: run.bv === null ? null : formatBv(run.bv),
    currency: run.currency,
    omitted: run.omitted,
    problem: run.problem
      ? {
          code: run.problem,
          reason: translate(locale, `autoship.reason.${run.problem}`),
          advice: translate(locale, `autoship.advice.${run.problem}`),
        }
      : null,
    updatedAt: run.updated_at.toISOString(),
  };
}

/** The pause's reason in the member's language (a refused card names its refusal). */
function pauseNote(row: AutoshipRow, locale: Locale): string | null {
  if (row.status !== 'paused' || !row.pause_reason) return null;
  const reason = row.pause_detail ? translate(locale, `autoship.reason.${row.pause_detail}`) : '';
  return translate(locale, `autoship.pause.${row.pause_reason}`, { reason });
}

/** The ship-to as it is now; an address deleted since shows as none chosen. */
async function deliveryView(
  deps: DbDeps,
  row: AutoshipRow,
  quote: Awaited<ReturnType<typeof quoteLines>>,
) {
  try {
    return await checkDelivery(
      deps,
      { memberId: row.member_id, companyCode: row.company_code },
      deliveryInputOf(row),
      quote.lines,
      quote.skus,
    );
  } catch {
    const none: AutoshipDeliveryView = {
      mode: row.delivery_mode,
      addressId: row.address_id,
      centreId: row.centre_id,
      address: null,
      placeName: null,
    };
    return none;
  }
}

/** Autoships as their owner reads them, with today's prices and their last run. */
export async function autoshipViews(
  deps: DbDeps,
  rows: AutoshipRow[],
  locale: Locale,
): Promise<AutoshipView[]> {
  const ids = rows.map((r) => r.id);
  const [lines, runs] = await Promise.all([linesOf(deps.db, ids), lastRuns(deps.db, ids)]);
  return Promise.all(
    rows.map(async (row) => {
      const own = lines
        .filter((l) => l.autoship_id === row.id)
        .map((l) => ({ productSkuId: l.product_sku_id, qty: l.qty }));
      const member = { memberId: row.member_id, companyCode: row.company_code };
      const quote = await quoteLines(deps, member, own, row.delivery_mode, locale);
      const last = runs.find((r) => r.autoship_id === row.id);
      return {
        id: row.id,
        status: row.status,
        pauseReason: row.status === 'paused' ? row.pause_reason : null,
        pauseNote: pauseNote(row, locale),
        schedule: scheduleOf(row),
        nextRunDate: row.status === 'cancelled' ? null : row.next_run_date,
        card: {
          brand: row.card_brand,
          last4: row.card_last4,
          expMonth: row.card_exp_month,
          expYear: row.card_exp_year,
        },
        delivery: await deliveryView(deps, row, quote),
        lines: quote.lines,
        amounts: quote.amounts,
        lastRun: last ? runView(last, locale) : null,
        createdAt: row.created_at.toISOString(),
        cancelledAt: row.cancelled_at?.toISOString() ?? null,
      };
    }),
  );
}
