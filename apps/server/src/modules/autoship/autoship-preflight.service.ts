import {
  addDays,
  AUTOSHIP_PREFLIGHT_DAYS,
  businessDay,
  formatMinor,
  type Locale,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { memberContextById, memberRefusal } from '../member/index.js';
import { noticeMemberById } from '../message/index.js';
import { inEveryLanguage } from './autoship-notice.js';
import { quoteLines } from './autoship-quote.js';
import {
  autoshipsRunningBetween,
  linesOf,
  recordPreflightOnce,
  updateAutoship,
} from './autoship.repository.js';
import type { AutoshipRow } from './autoship.tables.js';

/** A problem's text in every language, the fix included. */
type Problem = Record<string, string>;

/** What would fail on the run date: card expiry, items, price, the member's status. */
async function problemsOf(deps: AppDeps, row: AutoshipRow): Promise<Problem[]> {
  const runDate = row.next_run_date!;
  const problems: Problem[] = [];
  const [year, month] = runDate.split('-').map(Number) as [number, number];
  if (row.card_exp_year < year || (row.card_exp_year === year && row.card_exp_month < month)) {
    problems.push(inEveryLanguage('autoship.preflight.cardExpiring', { last4: row.card_last4 }));
  }
  const member = await memberContextById(deps.db, row.member_id);
  if (member && memberRefusal('payOrder', member.status)) {
    problems.push(inEveryLanguage('autoship.preflight.memberInactive'));
  }
  const lines = (await linesOf(deps.db, [row.id])).map((l) => ({
    productSkuId: l.product_sku_id,
    qty: l.qty,
  }));
  const quote = await quoteLines(
    deps,
    { memberId: row.member_id, companyCode: row.company_code },
    lines,
    row.delivery_mode,
    row.locale as Locale,
  );
  for (const line of quote.unavailable) {
    problems.push(inEveryLanguage('autoship.preflight.unavailable', { name: line.name }));
  }
  if (quote.totalMinor !== row.quoted_total) {
    const amount = `${formatMinor(quote.totalMinor, quote.amounts.minorUnit)} ${quote.amounts.currency}`;
    problems.push(inEveryLanguage('autoship.preflight.priceChanged', { amount }));
  }
  return problems;
}

/**
 * Checks each active autoship whose run falls within the next 3 days, once per run date,
 * and messages the member when something would fail. Answers how many members were told.
 */
export async function preflightAutoships(deps: AppDeps): Promise<number> {
  const today = businessDay(deps.now());
  const rows = await autoshipsRunningBetween(
    deps.db,
    addDays(today, 1),
    addDays(today, AUTOSHIP_PREFLIGHT_DAYS),
  );
  let told = 0;
  for (const row of rows) {
    const problems = await problemsOf(deps, row);
    const sent = await inTransaction(deps.db, async (trx) => {
      const first = await recordPreflightOnce(
        trx,
        row.id,
        row.next_run_date!,
        problems.map((p) => p.en ?? ''),
        deps.now(),
      );
      if (!first || problems.length === 0) return false;
      const joined = Object.fromEntries(
        Object.keys(problems[0]!).map((l) => [l, problems.map((p) => p[l]).join(' ')]),
      );
      await noticeMemberById(deps, trx, row.member_id, {
        kind: 'autoshipPreflight',
        params: { runDate: row.next_run_date! },
        localized: { problems: joined },
      });
      // the new price is the one told: the next pre-flight compares with it
      const quoted = problems.length ? await currentTotal(deps, row) : row.quoted_total;
      await updateAutoship(trx, row.id, { quoted_total: quoted });
      return true;
    });
    if (sent) told++;
  }
  return told;
}

async function currentTotal(deps: AppDeps, row: AutoshipRow): Promise<bigint> {
  const lines = (await linesOf(deps.db, [row.id])).map((l) => ({
    productSkuId: l.product_sku_id,
    qty: l.qty,
  }));
  const member = { memberId: row.member_id, companyCode: row.company_code };
  return (await quoteLines(deps, member, lines, row.delivery_mode, row.locale as Locale))
    .totalMinor;
}
