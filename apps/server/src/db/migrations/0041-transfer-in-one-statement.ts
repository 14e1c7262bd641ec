import { sql, type Kysely } from 'kysely';

/**
 * A transfer in one statement ("one statement where the plan allows: lock, check,
 * post, balance, idempotency answer"). It took six round trips: the session, one read of what
 * it needs, then BEGIN, the account locks, one write and COMMIT, each costing both Node and
 * PostgreSQL a socket write and a wake-up (docs/benchmarks.md, transfers). The last four are
 * now one call of `wallet_transfer_post`, run on its own (autocommit): everything in it
 * commits together or not at all, and a refusal raised anywhere undoes all of it.
 *
 * The ledger's part is the ledger's own functions, so the rules of its one door live beside
 * each other: `ledger_post` applies the same rules as `planJournal` (two or more non-zero
 * postings, balanced per currency, no account below zero unless it may be, accounts locked in
 * id order) and writes entry, postings and balances; it never posts to a hot account (those
 * go through postJournal, which appends them). A member-facing refusal is raised with SQLSTATE
 * PR001 and the refusal's name as its message (its parameter in the detail), which the
 * services turn into the same AppError the Node path throws (`ledger/sql-refusal.ts`).
 *
 * Every statement in them reads accounts by key (primary key, or member and kind), never by a
 * join the planner may turn into a scan of the whole accounts table, and their plans are
 * generic (`plan_cache_mode`): PL/pgSQL keeps them for the session instead of planning each
 * call for its array parameters. Measured with pgbench, one caller, on the bench's network:
 * 2.3 ms a transfer before these two, 1.3 ms after, against 0.9–1.1 ms for bench:wallet's floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_format_minor(v bigint, minor_unit integer) returns text
    language plpgsql immutable as $fn$
    declare d text := abs(v)::text;
    begin
      -- formatMinor (packages/contract, wallet/money.ts) exactly: '-0.05', '12.34', '7'
      if minor_unit = 0 then return v::text; end if;
      if length(d) <= minor_unit then d := repeat('0', minor_unit + 1 - length(d)) || d; end if;
      return (case when v < 0 then '-' else '' end)
        || left(d, length(d) - minor_unit) || '.' || right(d, minor_unit);
    end $fn$`.execute(db);

  await sql`
    create function ledger_lock_member_accounts(p_company text, p_members integer[], p_kinds text[])
    returns table (id bigint, member_id integer, kind text, balance bigint)
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    begin
      -- by the (member, kind) index, never a scan of the accounts; locked in id order (the
      -- sort is below the row lock), as lockOrder does; FOR UPDATE answers each row as locked.
      -- PL/pgSQL rather than SQL: its plan is kept for the session, not made at every call
      return query
        select a.id, a.member_id, a.kind, a.balance from ledger_account a
         where a.member_id = any(p_members) and a.company_code = p_company
           and (a.member_id, a.kind) in (select * from unnest(p_members, p_kinds))
         order by a.id for update of a;
    end
    $fn$`.execute(db);

  await sql`
    create function ledger_post(
      p_company text, p_type text, p_created_by text, p_at timestamptz,
      p_accounts bigint[], p_amounts bigint[]
    ) returns table (entry_id bigint, account_id bigint, balance_after bigint)
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      v_entry bigint;
      v_ids bigint[];
      v_deltas bigint[];
      v_found bigint[];
      v_currencies text[];
      v_balances bigint[];
      v_may_go_negative boolean[];
      v_members integer[];
      v_kinds text[];
      v_hot boolean;
    begin
      if coalesce(cardinality(p_accounts), 0) < 2
         or cardinality(p_accounts) <> cardinality(p_amounts) then
        raise exception 'ledger_post: too few postings';
      end if;
      if 0 = any(p_amounts) then raise exception 'ledger_post: a zero posting'; end if;
      -- each account's change, in id order
      select array_agg(c.acc order by c.acc), array_agg(c.delta order by c.acc)
        into v_ids, v_deltas
        from (select l.acc, sum(l.amount)::bigint as delta
                from unnest(p_accounts, p_amounts) l(acc, amount) group by l.acc) c;
      -- locked in id order (a caller may hold them already), each row as the lock holds it;
      -- by primary key only, so no plan ever reads the whole accounts table
      select array_agg(a.id order by a.id), array_agg(a.currency order by a.id),
             array_agg(a.balance order by a.id), array_agg(a.allow_negative order by a.id),
             array_agg(a.member_id order by a.id), array_agg(a.kind order by a.id), bool_or(a.hot)
        into v_found, v_currencies, v_balances, v_may_go_negative, v_members, v_kinds, v_hot
        from (select * from ledger_account x where x.id = any(v_ids) order by x.id for update) a;
      if coalesce(cardinality(v_found), 0) <> cardinality(v_ids) then
        raise exception 'ledger_post: an unknown account';
      end if;
      if v_hot then raise exception 'ledger_post: a hot account (post it through postJournal)'; end if;
      if exists (select 1 from unnest(v_currencies, v_deltas) u(currency, delta)
                  group by u.currency having sum(u.delta) <> 0) then
        raise exception 'ledger_post: unbalanced';
      end if;
      for i in 1 .. cardinality(v_ids) loop
        if v_balances[i] + v_deltas[i] < 0 and not v_may_go_negative[i] then
          if v_members[i] is null then
            raise exception 'ledger_post: company account % overdrawn', v_kinds[i];
          end if;
          raise exception 'insufficientBalance' using errcode = 'PR001', detail = v_kinds[i];
        end if;
      end loop;
      insert into journal_entry (company_code, type, created_by, created_at)
        values (p_company, p_type, p_created_by, p_at) returning id into v_entry;
      -- each posting's balance after it, running in the order given (as planJournal)
      insert into posting (entry_id, account_id, amount, balance_after, created_at)
      select v_entry, l.acc, l.amount,
             b.balance + sum(l.amount) over (partition by l.acc order by l.n), p_at
        from unnest(p_accounts, p_amounts) with ordinality l(acc, amount, n)
        join unnest(v_ids, v_balances) b(acc, balance) on b.acc = l.acc
       order by l.n;
      for i in 1 .. cardinality(v_ids) loop
        update ledger_account set balance = balance + v_deltas[i] where id = v_ids[i];
      end loop;
      return query select v_entry, u.acc, u.balance + u.delta
        from unnest(v_ids, v_balances, v_deltas) u(acc, balance, delta);
    end $fn$`.execute(db);

  await sql`
    create function ledger_store_answer(
      p_scope text, p_key text, p_request_hash text, p_response text, p_at timestamptz
    ) returns void language plpgsql as $fn$
    begin
      insert into idempotency_key (scope, key, request_hash, outcome, response, created_at)
        values (p_scope, p_key, p_request_hash, 'ok', p_response::json, p_at)
        on conflict (scope, key) do nothing;
      -- another request with the key stored first: everything this statement did is undone
      if not found then raise exception 'answeredElsewhere' using errcode = 'PR001'; end if;
    end $fn$`.execute(db);

  await sql`
    create function wallet_transfer_post(
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
      v_from bigint;
      v_to bigint;
      v_used bigint;
      v_entry bigint;
      v_transfer bigint;
      v_balances bigint[] := '{}';
      v_text text;
      r record;
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
      for r in select * from ledger_post(p_company, 'transfer', p_created_by, p_at,
                                         array[v_from, v_to], array[-p_amount, p_amount]) loop
        v_entry := r.entry_id;
        v_held[array_position(v_ids, r.account_id)] := r.balance_after;
      end loop;
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

  // the commit-time balance check of every entry (0008, 0034): it joined the entry's postings
  // to the accounts table, and its generic plan (about 600 postings an entry on average, with
  // a close's large entries) hashed every account at each commit; now one primary-key lookup
  // per posting whatever the statistics say
  await sql`
    create or replace function ledger_assert_entry_balanced(entry bigint) returns void
    language plpgsql as $fn$
    declare
      postings integer;
      unbalanced record;
    begin
      select count(*) into postings from posting where entry_id = entry;
      if postings < 2 then
        raise exception 'journal entry % has % posting(s); at least two are needed', entry, postings
          using errcode = 'check_violation';
      end if;
      select x.currency, sum(x.amount) as total into unbalanced
        from (select (select a.currency from ledger_account a where a.id = p.account_id) as currency,
                     p.amount
                from posting p where p.entry_id = entry) x
       group by x.currency having sum(x.amount) <> 0 limit 1;
      if found then
        raise exception 'journal entry % does not balance in %: postings sum to %',
          entry, unbalanced.currency, unbalanced.total using errcode = 'check_violation';
      end if;
    end $fn$`.execute(db);
}
