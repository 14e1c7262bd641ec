import { sql, type Kysely } from 'kysely';

/**
 * Vacation points on the ledger (docs/vacation-points.md, "On the ledger"): a member's points
 * account and a company's points issued account, in the points currency VPT (whole points).
 * Every movement from here on is a balanced journal between them; each member already holding
 * points gets one opening journal, so their points account starts where their balance row is.
 * The company's side is hot (never locked, may go below zero), like its sales account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // the members holding points whose points account has no journal yet, with their company
  const holders = sql`(
    select b.member_id, b.points, m.company_code
    from vacation_point_balance b join member m on m.id = b.member_id
    where b.points > 0 and not exists (
      select 1 from ledger_account a join posting p on p.account_id = a.id
      where a.member_id = b.member_id and a.kind = 'vacationPoints')) o`;
  await sql`alter table ledger_account drop constraint ledger_account_kind`.execute(db);
  await sql`
    alter table ledger_account add constraint ledger_account_kind check (
      (member_id is not null and kind in ('bonus', 'eproduct', 'worldplan', 'vacationPoints')) or
      (member_id is null and kind in
        ('bonusExpense', 'withdrawalClearing', 'feeIncome', 'bankPayouts', 'adjustments', 'sales',
         'taxPayable', 'shippingIncome', 'paymentClearing', 'vacationPointsIssued'))
    )`.execute(db);
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit, allow_negative, hot)
    select distinct company_code, null::integer, 'vacationPointsIssued', 'VPT', 0, true, true
      from ${holders}
    on conflict do nothing`.execute(db);
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
    select company_code, member_id, 'vacationPoints', 'VPT', 0 from ${holders}
    on conflict do nothing`.execute(db);
  await sql`
    with src as (
      select o.member_id, o.points, o.company_code, a.id as account_id, c.id as company_account_id
      from ${holders}
      join ledger_account a on a.member_id = o.member_id and a.kind = 'vacationPoints'
      join ledger_account c on c.member_id is null and c.company_code = o.company_code
        and c.kind = 'vacationPointsIssued' and c.currency = 'VPT'
    ), entries as (
      insert into journal_entry (company_code, type, ref_type, ref_id, memo, created_by, created_at)
      select company_code, 'opening', 'vacationPoints', member_id::text,
             'vacation points opening balance', 'migration', now()
      from src
      returning id, ref_id
    ), lines as (
      insert into posting (entry_id, account_id, amount, balance_after, created_at)
      select e.id, s.account_id, s.points, s.points, now()
        from entries e join src s on s.member_id::text = e.ref_id
      union all
      select e.id, s.company_account_id, -s.points, null, now()
        from entries e join src s on s.member_id::text = e.ref_id
      returning account_id, amount
    ), sums as (
      select account_id, sum(amount)::bigint as total from lines group by account_id
    )
    update ledger_account a set balance = a.balance + s.total
      from sums s where a.id = s.account_id`.execute(db);
}
