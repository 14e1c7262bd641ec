import { sql, type Kysely } from 'kysely';

/**
 * A transfer's PostgreSQL work down towards its floor (bench:wallet's one PL/pgSQL call with
 * the same locks and writes). By pg_stat_statements most of the gap was general work done for
 * an entry that is always two postings between two accounts, and a tree check that read the
 * two members' rows twice each:
 *
 * - `ledger_post_pair`: the ledger's door for exactly two postings on two distinct accounts.
 *   Every rule of `ledger_post` (migration 0041) and planJournal stays: non-zero amounts, both
 *   accounts known, none hot, balanced per currency, no account below zero unless it may be
 *   (checked in id order; a member's refusal raised as PR001 'insufficientBalance' with the
 *   kind as detail), both rows locked in id order, each posting's balance after it. What goes
 *   is the general door's unnest, group by, array_agg, window function and returned set.
 * - `wallet_transfer_post` posts through it; nothing else in it changes.
 * - `tree_in_line_of`: "one of the two is below the other" from both rows' depth and nearest
 *   ancestors, which `wallet_transfer_run` now reads with the recipient in one statement; only
 *   members more than 64 levels apart need the jumps. It answers as `tree_is_under` both ways
 *   (migration 0023) did.
 * - The commit-time balance check (0034, 0041) planned its queries anew at every commit (the
 *   planner's guess of postings per entry, big closes included, made the generic plan look
 *   dear): 0.1–0.3 ms of every journal's commit. Its plans are now kept, and no seq scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const checks = [
    'ledger_assert_entry_balanced(bigint)',
    'ledger_check_entry_once(bigint, bigint)',
  ];
  for (const fn of checks)
    await sql`alter function ${sql.raw(fn)} set plan_cache_mode = force_generic_plan
      set enable_seqscan = off`.execute(db);
  await sql`
    create function ledger_post_pair(
      p_company text, p_type text, p_created_by text, p_at timestamptz,
      p_first bigint, p_first_amount bigint, p_second bigint, p_second_amount bigint,
      out entry_id bigint, out first_balance bigint, out second_balance bigint
    ) language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      v_lo bigint := least(p_first, p_second);
      v_hi bigint := greatest(p_first, p_second);
      v_lo_amount bigint; v_hi_amount bigint;
      a record; b record;
    begin
      if p_first is null or p_second is null or p_first = p_second then
        raise exception 'ledger_post_pair: two distinct accounts are needed';
      end if;
      if coalesce(p_first_amount, 0) = 0 or coalesce(p_second_amount, 0) = 0 then
        raise exception 'ledger_post_pair: a zero posting';
      end if;
      v_lo_amount := case when v_lo = p_first then p_first_amount else p_second_amount end;
      v_hi_amount := case when v_hi = p_first then p_first_amount else p_second_amount end;
      -- locked in id order (the caller may hold them already), by primary key
      select x.currency, x.balance, x.allow_negative, x.member_id, x.kind, x.hot into a
        from ledger_account x where x.id = v_lo for update;
      if not found then raise exception 'ledger_post_pair: an unknown account'; end if;
      select x.currency, x.balance, x.allow_negative, x.member_id, x.kind, x.hot into b
        from ledger_account x where x.id = v_hi for update;
      if not found then raise exception 'ledger_post_pair: an unknown account'; end if;
      if a.hot or b.hot then
        raise exception 'ledger_post_pair: a hot account (post it through postJournal)';
      end if;
      -- two non-zero amounts balance only in one currency, summing to zero
      if a.currency <> b.currency or v_lo_amount + v_hi_amount <> 0 then
        raise exception 'ledger_post_pair: unbalanced';
      end if;
      if a.balance + v_lo_amount < 0 and not a.allow_negative then
        if a.member_id is null then
          raise exception 'ledger_post_pair: company account % overdrawn', a.kind;
        end if;
        raise exception 'insufficientBalance' using errcode = 'PR001', detail = a.kind;
      end if;
      if b.balance + v_hi_amount < 0 and not b.allow_negative then
        if b.member_id is null then
          raise exception 'ledger_post_pair: company account % overdrawn', b.kind;
        end if;
        raise exception 'insufficientBalance' using errcode = 'PR001', detail = b.kind;
      end if;
      insert into journal_entry (company_code, type, created_by, created_at)
        values (p_company, p_type, p_created_by, p_at) returning id into entry_id;
      first_balance := case when v_lo = p_first then a.balance else b.balance end + p_first_amount;
      second_balance := case when v_lo = p_second then a.balance else b.balance end + p_second_amount;
      -- in the order given, as planJournal writes them
      insert into posting (entry_id, account_id, amount, balance_after, created_at) values
        (entry_id, p_first, p_first_amount, first_balance, p_at),
        (entry_id, p_second, p_second_amount, second_balance, p_at);
      update ledger_account set balance = balance + v_lo_amount where id = v_lo;
      update ledger_account set balance = balance + v_hi_amount where id = v_hi;
    end $fn$`.execute(db);

  await sql`
    create function tree_in_line_of(
      tree text, a integer, a_depth integer, a_up integer[], b integer, b_depth integer,
      b_up integer[]
    ) returns boolean language plpgsql stable as $fn$
    begin
      -- tree_is_under(a, b) or tree_is_under(b, a), from rows the caller has read
      if a = b then return true; end if;
      if a_depth is null or b_depth is null or a_depth = b_depth then return false; end if;
      if a_depth > b_depth then
        if a_depth - b_depth <= 64 then return b = any(a_up); end if;
        return tree_ancestor_at(tree, a, b_depth) = b;
      end if;
      if b_depth - a_depth <= 64 then return a = any(b_up); end if;
      return tree_ancestor_at(tree, b, a_depth) = a;
    end $fn$`.execute(db);

  await sql`
    create or replace function wallet_transfer_post(
      p_company text, p_from integer, p_to integer, p_from_kind text, p_to_kind text,
      p_amount bigint, p_currency text, p_minor_unit integer, p_remark text,
      p_daily bigint, p_time_zone text, p_at timestamptz, p_created_by text,
      p_sender_kinds text[], p_scope text, p_key text, p_request_hash text, p_answer text
    ) returns table (status text, transfer_id bigint, journal_id bigint, balances bigint[])
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      v_members integer[] := array_fill(p_from, array[cardinality(p_sender_kinds)]);
      v_kinds text[] := p_sender_kinds;
      v_ids bigint[];
      v_owners integer[];
      v_owned_kinds text[];
      v_held bigint[];
      v_from bigint; v_to bigint; v_from_after bigint; v_to_after bigint;
      v_used bigint; v_entry bigint; v_transfer bigint;
      v_balances bigint[] := '{}';
      v_text text;
    begin
      if p_to <> p_from then
        v_members := v_members || p_to;
        v_kinds := v_kinds || p_to_kind;
      end if;
      -- the sender's accounts and the recipient's, locked before today's total is read, so
      -- two transfers of one sender cannot both pass the daily limit
      select array_agg(l.id), array_agg(l.member_id), array_agg(l.kind), array_agg(l.balance)
        into v_ids, v_owners, v_owned_kinds, v_held
        from ledger_lock_member_accounts(p_company, v_members, v_kinds) l;
      if coalesce(cardinality(v_ids), 0) < cardinality(v_kinds) then
        -- an account never opened: nothing was written, the caller opens it and calls again
        return query select 'accounts'::text, null::bigint, null::bigint, null::bigint[];
        return;
      end if;
      for i in 1 .. cardinality(v_ids) loop
        if v_owners[i] = p_from and v_owned_kinds[i] = p_from_kind then v_from := v_ids[i]; end if;
        if v_owners[i] = p_to and v_owned_kinds[i] = p_to_kind then v_to := v_ids[i]; end if;
      end loop;
      -- the balance first (a transfer over both answers insufficientBalance), then today's
      -- total; a refusal raised after the entry is written undoes the entry with it
      select p.entry_id, p.first_balance, p.second_balance into v_entry, v_from_after, v_to_after
        from ledger_post_pair(p_company, 'transfer', p_created_by, p_at,
                              v_from, -p_amount, v_to, p_amount) p;
      v_held[array_position(v_ids, v_from)] := v_from_after;
      v_held[array_position(v_ids, v_to)] := v_to_after;
      -- a new snapshot after the locks: every transfer of the sender committed before them
      -- (this one's row is not written yet)
      select coalesce(sum(t.amount), 0) into v_used from wallet_transfer t
       where t.from_member_id = p_from
         and t.created_at >= date_trunc('day', p_at at time zone p_time_zone) at time zone p_time_zone;
      if v_used + p_amount > p_daily then
        raise exception 'dailyTransferLimitExceeded' using errcode = 'PR001', detail = v_used::text;
      end if;
      insert into wallet_transfer (company_code, from_member_id, to_member_id, from_account,
          to_account, amount, currency, remark, journal_id, created_at)
        values (p_company, p_from, p_to, p_from_kind, p_to_kind, p_amount, p_currency, p_remark,
          v_entry, p_at)
        returning id into v_transfer;
      -- the answer's JSON text, made by Node with placeholders where the ids and balances go
      v_text := replace(replace(p_answer, '{{transferId}}', v_transfer::text),
                        '{{journalId}}', v_entry::text);
      for k in 1 .. cardinality(p_sender_kinds) loop
        for i in 1 .. cardinality(v_ids) loop
          if v_owners[i] = p_from and v_owned_kinds[i] = p_sender_kinds[k] then
            v_balances := v_balances || v_held[i];
            v_text := replace(v_text, '{{balance:' || p_sender_kinds[k] || '}}',
                              ledger_format_minor(v_held[i], p_minor_unit));
          end if;
        end loop;
      end loop;
      perform ledger_store_answer(p_scope, p_key, p_request_hash, v_text, p_at);
      return query select 'posted'::text, v_transfer, v_entry, v_balances;
    end $fn$`.execute(db);

  await sql`
    create or replace function wallet_transfer_run(
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
      v_to_company text; v_to_status integer; v_to_depth integer; v_to_up integer[];
      v_from_depth integer; v_from_up integer[];
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
