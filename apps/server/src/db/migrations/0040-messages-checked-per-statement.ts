import { sql, type Kysely } from 'kysely';

/**
 * A cycle close tells every member it pays, in one statement per 20,000 members: 250,000
 * messages at a million members (bench:bonus). Their two foreign keys (member, company) checked
 * each new row on its own, with a key-share lock on the member's row: 250,000 messages took
 * 6.5 s with them and 1.3 s without. As migrations 0038 and 0039 did for the close's other rows,
 * the references are checked once per statement over its new rows (a transition table).
 *
 * What the keys did on delete stays: deleting a member deletes their messages (the key was
 * ON DELETE CASCADE; their read marks follow by message_read's own key), and deleting a company
 * that messages still name is refused. Nothing deletes either today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message drop constraint message_member_id_fkey`.execute(db);
  await sql`alter table message drop constraint message_company_code_fkey`.execute(db);
  await sql`
    create function message_refs() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from new_rows n where n.member_id is not null and not exists
                   (select 1 from member m where m.id = n.member_id)) then
        raise exception 'message names a member that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      if exists (select 1 from new_rows n where n.company_code is not null and not exists
                   (select 1 from company c where c.code = n.company_code)) then
        raise exception 'message names a company that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      return null;
    end $$`.execute(db);
  // a trigger with a transition table takes one event: one for inserts, one for updates
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`message_refs_${event}`)} after ${sql.raw(event)} on message
        referencing new table as new_rows
        for each statement execute function message_refs()`.execute(db);
  }
  await sql`
    create function member_delete_messages() returns trigger language plpgsql as $$
    begin
      delete from message where member_id in (select id from old_rows);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_delete_messages after delete on member
      referencing old table as old_rows
      for each statement execute function member_delete_messages()`.execute(db);
  await sql`
    create function company_delete_messages() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from message x join old_rows o on o.code = x.company_code) then
        raise exception 'a deleted company row is still named by messages'
          using errcode = 'foreign_key_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger company_delete_messages after delete on company
      referencing old table as old_rows
      for each statement execute function company_delete_messages()`.execute(db);
}
