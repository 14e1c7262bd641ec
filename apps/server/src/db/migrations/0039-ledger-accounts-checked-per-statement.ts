import { sql, type Kysely } from 'kysely';

/**
 * A company's first cycle close opens the bonus, e-product and world-plan accounts of every
 * member it pays in one statement: 490,000 accounts at a million members (bench:bonus). The
 * two foreign keys (member, company) checked each new row on its own, with a key-share lock
 * on the member's row: 8.3 s for 500,000 accounts, against 1.7 s without them. They are now
 * checked once per insert statement, over its new rows (a transition table), as migration
 * 0038 did for the close's own rows.
 *
 * Updates are not checked that way: every money movement updates an account's balance, and
 * a statement trigger on each would tax the transfer path. Instead an account's member and
 * company can never change (a row trigger that fires only when an update names those
 * columns, so balance updates never wake it). Deletes of a member or company that still have
 * accounts are refused, as the foreign keys refused them (nothing deletes either).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account drop constraint ledger_account_member_id_fkey`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_company_code_fkey`.execute(
    db,
  );
  await sql`
    create function ledger_account_refs() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from new_rows n where n.member_id is not null and not exists
                   (select 1 from member m where m.id = n.member_id)) then
        raise exception 'ledger_account names a member that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      if exists (select 1 from new_rows n where not exists
                   (select 1 from company c where c.code = n.company_code)) then
        raise exception 'ledger_account names a company that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_account_refs_insert after insert on ledger_account
      referencing new table as new_rows
      for each statement execute function ledger_account_refs()`.execute(db);
  await sql`
    create function ledger_account_owner_fixed() returns trigger language plpgsql as $$
    begin
      if new.member_id is distinct from old.member_id
         or new.company_code is distinct from old.company_code then
        raise exception 'an account never changes its member or company'
          using errcode = 'foreign_key_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_account_owner_fixed
      before update of member_id, company_code on ledger_account
      for each row execute function ledger_account_owner_fixed()`.execute(db);
  for (const [table, match] of [
    ['member', 'a.member_id = o.id'],
    ['company', 'a.company_code = o.code'],
  ] as const) {
    await sql`
      create function ${sql.raw(`${table}_delete_accounts`)}() returns trigger
      language plpgsql as $$
      begin
        if exists (select 1 from ledger_account a join old_rows o on ${sql.raw(match)}) then
          raise exception 'a deleted ${sql.raw(table)} row still has ledger accounts'
            using errcode = 'foreign_key_violation';
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_delete_accounts`)} after delete on ${sql.table(table)}
        referencing old table as old_rows
        for each statement execute function ${sql.raw(`${table}_delete_accounts`)}()`.execute(db);
  }
}
