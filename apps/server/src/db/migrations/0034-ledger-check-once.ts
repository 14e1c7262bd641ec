import { sql, type Kysely } from 'kysely';

/**
 * The balance check at commit (0008) ran once per posting, and each run read the entry's every
 * posting: a journal of n postings cost n² row reads at commit (a bonus close of 1M members
 * posts ~250,000). The check is the same; a posting now skips it when its entry was already
 * checked in this transaction with the posting included (its id at or below the highest id the
 * check read). One transaction-local setting holds the last entry checked: the deferred events
 * of one entry's postings fire one after another, so one slot is enough; a miss only costs a
 * check, never skips one. A posting added to the entry after the check (SET CONSTRAINTS
 * IMMEDIATE mid-transaction) has a higher id, so it is checked again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_check_entry_once(entry bigint, posting_id bigint) returns void
    language plpgsql as $$
    declare
      seen text := coalesce(current_setting('ledger.checked_entry', true), '');
      upto bigint;
    begin
      if posting_id is not null and seen <> '' and split_part(seen, ':', 1) = entry::text
        and posting_id <= split_part(seen, ':', 2)::bigint then
        return;
      end if;
      perform ledger_assert_entry_balanced(entry);
      select max(id) into upto from posting where entry_id = entry;
      perform set_config('ledger.checked_entry', entry || ':' || coalesce(upto, 0), true);
    end $$`.execute(db);
  await sql`
    create or replace function ledger_check_posting_entry() returns trigger language plpgsql as $$
    begin
      perform ledger_check_entry_once(new.entry_id, new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function ledger_check_new_entry() returns trigger language plpgsql as $$
    begin
      perform ledger_check_entry_once(new.id, null);
      return null;
    end $$`.execute(db);
}
