import { sql } from 'kysely';
import { ORDER_TYPE, PENDING_WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { cycleOfColumn, type ReportScope } from './report-sql.js';

/** The company's name, currency and minor unit, or undefined for a company that does not exist. */
export function findReportCompany(db: Db, code: string) {
  return db
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * Paid orders per cycle of payment and platform (count, total, BV) beside the refunds made in
 * each cycle: a refund lowers the cycle it was made in, as it lowers the member's volume there
 * (modules/organization). Orders paid in points are not sales.
 */
export async function salesPerCycle(db: Db, s: ReportScope) {
  const points = ORDER_TYPE.pointsExchange;
  const { rows } = await sql<{
    cycle: string;
    platform: 'bzz' | 'wpm';
    orders: string;
    sales: string;
    refunds: string;
    bv: string;
  }>`
    with paid as (
      select ${cycleOfColumn('o.paid_at')} as cycle, o.platform, count(*) as orders,
        sum(o.total) as sales, sum(o.bv) as bv
      from shop_order o
      where o.company_code = ${s.companyCode} and o.order_type <> ${points}
        and o.paid_at >= ${s.start} and o.paid_at < ${s.end}
      group by 1, 2
    ), refunded as (
      select ${cycleOfColumn('r.created_at')} as cycle, o.platform,
        sum(r.amount) as refunds, sum(r.bv) as bv
      from order_refund r join shop_order o on o.id = r.order_id
      where o.company_code = ${s.companyCode} and o.order_type <> ${points}
        and r.created_at >= ${s.start} and r.created_at < ${s.end}
      group by 1, 2
    )
    select coalesce(p.cycle, f.cycle) as cycle, coalesce(p.platform, f.platform) as platform,
      coalesce(p.orders, 0) as orders, coalesce(p.sales, 0) as sales,
      coalesce(f.refunds, 0) as refunds, coalesce(p.bv, 0) - coalesce(f.bv, 0) as bv
    from paid p full join refunded f on f.cycle = p.cycle and f.platform = p.platform
    order by 1, 2`.execute(db);
  return rows;
}

/** What the company's closed cycles of the period paid, per cycle and bonus type. */
export function payoutsPerCycle(db: Db, s: ReportScope) {
  return db
    .selectFrom('bonus_line as l')
    .innerJoin('bonus_cycle as c', (j) =>
      j.onRef('c.company_code', '=', 'l.company_code').onRef('c.cycle', '=', 'l.cycle'),
    )
    .select((eb) => [
      'l.cycle',
      'l.bonus_type',
      eb.fn.count<string>('l.member_id').distinct().as('members'),
      eb.fn.sum<string>('l.amount_minor').as('amount'),
    ])
    .where('l.company_code', '=', s.companyCode)
    .where('c.state', '=', 'closed')
    .where('l.cycle', 'in', [...s.cycles])
    .where('l.amount_minor', '<>', 0n)
    .groupBy(['l.cycle', 'l.bonus_type'])
    .orderBy('l.cycle')
    .orderBy('l.bonus_type')
    .execute();
}

/**
 * Withdrawals per cycle and step: `requested` by the time they were asked, `paid` and
 * `refused` (rejected, failed at the bank, cancelled) by the time of that step.
 */
export async function withdrawalsPerCycle(db: Db, s: ReportScope) {
  const S = WITHDRAWAL_STATUS;
  const refused = [S.rejected, S.failure, S.cancelled];
  const { rows } = await sql<{ cycle: string; step: string; n: string; amount: string }>`
    select ${cycleOfColumn('w.created_at')} as cycle, 'requested' as step, count(*) as n,
      sum(w.amount) as amount
    from wallet_withdrawal w
    where w.company_code = ${s.companyCode} and w.created_at >= ${s.start} and w.created_at < ${s.end}
    group by 1
    union all
    select ${cycleOfColumn('e.created_at')} as cycle,
      case when e.to_status = ${S.success} then 'paid' else 'refused' end as step,
      count(*) as n, sum(w.amount) as amount
    from wallet_withdrawal_event e join wallet_withdrawal w on w.id = e.withdrawal_id
    where w.company_code = ${s.companyCode}
      and e.to_status in (${sql.join([S.success, ...refused])})
      and e.created_at >= ${s.start} and e.created_at < ${s.end}
    group by 1, 2`.execute(db);
  return rows;
}

/** The company's withdrawals not settled yet, whenever asked: how many and how much. */
export function pendingWithdrawals(db: Db, companyCode: string) {
  return db
    .selectFrom('wallet_withdrawal')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('amount'),
    ])
    .where('company_code', '=', companyCode)
    .where('status', 'in', [...PENDING_WITHDRAWAL_STATUSES])
    .executeTakeFirstOrThrow();
}
