import { sql, type Kysely } from 'kysely';

/**
 * A transfer's settings checked by a number, not by their text. `wallet_transfer_run`
 * (migrations 0072, 0076) rebuilt the company's money and transfer limits as JSON text at
 * every transfer, to compare with the text Node planned the call from: about a tenth of the
 * statement's time (pg_stat_statements, docs/benchmarks.md). Now every write that could change
 * that text bumps one version, and Node plans with the version it read beside the text:
 *
 * - `wallet_settings_version`: one row, the version. Bumped by any row written in `sys_config`
 *   (any key: a bump too many only makes Node read the settings again) and by any change of a
 *   company's code, currency, minor unit or time zone, or a company added or removed.
 * - The bump runs at commit (deferred constraint triggers), so the version row is always the
 *   last lock a writing transaction takes: two transactions writing settings in other orders
 *   still cannot deadlock on it. A truncate bumps it at once (no row triggers fire for one).
 * - A reader sees the version and the settings in one snapshot: `wallet_transfer_settings`
 *   now writes the version into its text, so a text and its version always belong together.
 * - `wallet_transfer_run` compares the version; on another it answers 'settings' with the
 *   current text, exactly as it did when the texts differed, and Node starts again from it.
 *   Nothing else in it changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_settings_version (
      only_row boolean primary key default true check (only_row),
      version bigint not null
    )`.execute(db);
  await sql`insert into wallet_settings_version (version) values (1)`.execute(db);
  await sql`
    create function wallet_settings_bump() returns trigger language plpgsql as $fn$
    begin
      update wallet_settings_version set version = version + 1;
      return null;
    end $fn$`.execute(db);
  const triggers = [
    ['sys_config', 'insert or update or delete', ''],
    ['company', 'insert or delete', ''],
    ['company', 'update of code, currency, minor_unit, time_zone', '_update'],
  ];
  for (const [table, events, suffix] of triggers)
    await sql`
      create constraint trigger ${sql.raw(`${table}_bumps_wallet_settings${suffix}`)}
      after ${sql.raw(events!)} on ${sql.table(table!)}
      deferrable initially deferred for each row execute function wallet_settings_bump()`.execute(
      db,
    );
  for (const table of ['sys_config', 'company'])
    await sql`
      create trigger ${sql.raw(`${table}_truncate_bumps_wallet_settings`)}
      after truncate on ${sql.table(table)}
      for each statement execute function wallet_settings_bump()`.execute(db);

  await sql`
    create or replace function wallet_transfer_settings(p_company text, p_keys text[]) returns text
    language plpgsql stable set plan_cache_mode = force_generic_plan as $fn$
    begin
      -- the row Node's transferSettingsOf reads, and the version it is compared by
      return (select json_build_object(
        'version', (select v.version::text from wallet_settings_version v),
        'code', c.code, 'currency', c.currency, 'minor_unit', c.minor_unit,
        'time_zone', c.time_zone,
        'config', coalesce((
          select json_agg(json_build_object('company_code', s.company_code, 'key', s.key,
                                            'value', s.value) order by s.company_code, s.key)
            from sys_config s
           where s.key = any(p_keys) and s.company_code in (p_company, '*')), '[]'::json))::text
        from company c where c.code = p_company);
    end $fn$`.execute(db);

  await sql`drop function wallet_transfer_run(text, integer, integer, text, text, bigint, text,
    integer, text, bigint, text, timestamptz, text, text[], text, text, text, text, text, text[],
    text, bigint, integer, integer[])`.execute(db);
  await sql`
    create function wallet_transfer_run(
      p_company text, p_from integer, p_to integer, p_from_kind text, p_to_kind text,
      p_amount bigint, p_currency text, p_minor_unit integer, p_remark text,
      p_daily bigint, p_time_zone text, p_at timestamptz, p_created_by text,
      p_sender_kinds text[], p_scope text, p_key text, p_request_hash text, p_answer text,
      p_settings_version bigint, p_config_keys text[], p_pin text, p_single bigint,
      p_sender_status integer, p_payable integer[]
    ) returns table (status text, transfer_id bigint, journal_id bigint, balances bigint[],
                     facts text)
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      v_stored record;
      v_to_company text; v_to_status integer; v_to_depth integer; v_to_up integer[];
      v_from_depth integer; v_from_up integer[];
      v_in_line boolean;
    begin
      if p_settings_version is distinct from (select v.version from wallet_settings_version v) then
        return query select 'settings'::text, null::bigint, null::bigint, null::bigint[],
          wallet_transfer_settings(p_company, p_config_keys);
        return;
      end if;
      select * into v_stored from ledger_find_answer(p_scope, p_key);
      if found then
        return query select 'stored'::text, null::bigint, null::bigint, null::bigint[],
          json_build_object('request_hash', v_stored.request_hash, 'outcome', v_stored.outcome,
                            'response', v_stored.response)::text;
        return;
      end if;
      -- null: Node has judged the PIN already
      if p_pin is not null and not security_pin_accepts(p_from, p_pin) then
        return query select 'pin'::text, null::bigint, null::bigint, null::bigint[], null::text;
        return;
      end if;
      -- oneself as the session read the sender; anyone else as the rows read now
      if p_to = p_from then
        v_to_company := p_company;
        v_to_status := p_sender_status;
        v_in_line := true;
      else
        -- both rows by primary key in one statement: all the sponsor line needs
        select m.company_code, m.status, m.sponsor_depth, m.sponsor_up, f.sponsor_depth, f.sponsor_up
          into v_to_company, v_to_status, v_to_depth, v_to_up, v_from_depth, v_from_up
          from member m left join member f on f.id = p_from where m.id = p_to;
        v_in_line := tree_in_line_of('sponsor', p_to, v_to_depth, v_to_up, p_from, v_from_depth,
                                     v_from_up);
      end if;
      -- assertMayReceive: in the sender's sponsor line, same company, a status that may be paid
      if v_to_company is distinct from p_company or not v_in_line
         or not (v_to_status = any(p_payable)) then
        return query select 'recipient'::text, null::bigint, null::bigint, null::bigint[],
          case when v_to_company is null then null::text
               else json_build_object('company_code', v_to_company, 'status', v_to_status,
                                      'in_line', v_in_line)::text end;
        return;
      end if;
      if p_amount > p_single then
        return query select 'limit'::text, null::bigint, null::bigint, null::bigint[], null::text;
        return;
      end if;
      return query select w.status, w.transfer_id, w.journal_id, w.balances, null::text
        from wallet_transfer_post(p_company, p_from, p_to, p_from_kind, p_to_kind, p_amount,
          p_currency, p_minor_unit, p_remark, p_daily, p_time_zone, p_at, p_created_by,
          p_sender_kinds, p_scope, p_key, p_request_hash, p_answer) w;
    end $fn$`.execute(db);
}
