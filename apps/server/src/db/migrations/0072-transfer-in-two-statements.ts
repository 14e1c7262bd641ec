import { sql, type Kysely } from 'kysely';

/**
 * A transfer in two statements: the session's read, then one call of `wallet_transfer_run`.
 * Until now a transfer also sent a first read (settings, recipient, the key's stored answer,
 * the PIN row) before `wallet_transfer_post` (migration 0041); each statement costs Node and
 * PostgreSQL a socket write and a wake-up, the largest items of a transfer's CPU
 * (docs/benchmarks.md, the money path at the floor). That read is now the first part of the
 * call, in the order the services judged it, and nothing is written until every check before
 * the posting has passed:
 *
 * 1. the company's settings (money and transfer limits) must still be those Node built the
 *    call from (Node keeps the last ones it saw, as `wallet_transfer_settings` writes them):
 *    else 'settings' with the current ones, and Node starts again from them, so a changed
 *    limit still applies to the very next transfer;
 * 2. the key's stored answer: 'stored' with it, for Node to replay (or refuse another body);
 * 3. the PIN, when Node asks: a right PIN under the current key, with no failure counted and
 *    no lock, is accepted here (`security_pin_accepts`); anything else answers 'pin' and Node
 *    judges it under the row's lock, as before, then calls again without the PIN;
 * 4. the recipient: same company, in the sender's sponsor line, with a status that may be paid
 *    (the statuses Node passes, from the member policy): else 'recipient' with what was read,
 *    from which Node's own rules name the refusal;
 * 5. the per-transfer limit: else 'limit';
 * 6. `wallet_transfer_post`, unchanged: locks, balance, daily limit, entry, transfer row and
 *    the stored answer.
 *
 * Each module's tables are read through its own functions: the security module's PIN row,
 * the ledger's stored answers. All of them PL/pgSQL, not SQL: a SQL function that is not
 * inlined is planned again at every call, a PL/pgSQL one keeps its plans for the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function security_pin_accepts(p_member integer, p_hash text) returns boolean
    language plpgsql stable set plan_cache_mode = force_generic_plan as $fn$
    begin
      -- verifyPinSeen's quick acceptance: p_hash is the PIN's HMAC under the current key, made
      -- by Node; both sides hashed again so the comparison's time says nothing of the stored value
      return exists (
        select 1 from member_security s
         where s.member_id = p_member and s.pin_failed_count = 0 and s.pin_locked_until is null
           and s.pin_hash is not null
           and sha256(convert_to(s.pin_hash, 'UTF8')) = sha256(convert_to(p_hash, 'UTF8')));
    end $fn$`.execute(db);

  await sql`
    create function ledger_find_answer(p_scope text, p_key text)
    returns table (request_hash text, outcome text, response json)
    language plpgsql stable set plan_cache_mode = force_generic_plan as $fn$
    begin
      return query select k.request_hash, k.outcome, k.response from idempotency_key k
       where k.scope = p_scope and k.key = p_key;
    end $fn$`.execute(db);

  await sql`
    create function wallet_transfer_settings(p_company text, p_keys text[]) returns text
    language plpgsql stable set plan_cache_mode = force_generic_plan as $fn$
    begin
      -- the row Node's transferSettingsOf reads, as text it can compare with what it holds
      return (select json_build_object(
        'code', c.code, 'currency', c.currency, 'minor_unit', c.minor_unit,
        'time_zone', c.time_zone,
        'config', coalesce((
          select json_agg(json_build_object('company_code', s.company_code, 'key', s.key,
                                            'value', s.value) order by s.company_code, s.key)
            from sys_config s
           where s.key = any(p_keys) and s.company_code in (p_company, '*')), '[]'::json))::text
        from company c where c.code = p_company);
    end $fn$`.execute(db);

  await sql`
    create function wallet_transfer_run(
      p_company text, p_from integer, p_to integer, p_from_kind text, p_to_kind text,
      p_amount bigint, p_currency text, p_minor_unit integer, p_remark text,
      p_daily bigint, p_time_zone text, p_at timestamptz, p_created_by text,
      p_sender_kinds text[], p_scope text, p_key text, p_request_hash text, p_answer text,
      p_settings text, p_config_keys text[], p_pin text, p_single bigint,
      p_sender_status integer, p_payable integer[]
    ) returns table (status text, transfer_id bigint, journal_id bigint, balances bigint[],
                     facts text)
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      v_settings text := wallet_transfer_settings(p_company, p_config_keys);
      v_stored record;
      v_to_company text;
      v_to_status integer;
      v_in_line boolean;
    begin
      if v_settings is distinct from p_settings then
        return query select 'settings'::text, null::bigint, null::bigint, null::bigint[], v_settings;
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
      -- oneself as the session read the sender; anyone else as the row reads now
      if p_to = p_from then
        v_to_company := p_company;
        v_to_status := p_sender_status;
        v_in_line := true;
      else
        select m.company_code, m.status,
               tree_is_under('sponsor', m.id, p_from) or tree_is_under('sponsor', p_from, m.id)
          into v_to_company, v_to_status, v_in_line
          from member m where m.id = p_to;
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
