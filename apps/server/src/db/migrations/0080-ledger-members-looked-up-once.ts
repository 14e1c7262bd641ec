import { sql, type Kysely } from 'kysely';

/**
 * `ledger_post_to_members` (migration 0074) finds its members' accounts by one index look-up
 * per member. Since migration 0078 every member's accounts are opened at join, yet the
 * function still probed the (member_id, kind) key once per member and kind for a missing
 * account (about 490,000 probes for a weekly close's 164,000 paid members, opening none) and
 * again once per posting for the ids (330,000 probes): about 6 s of the close (bench:bonus).
 *
 * Now each distinct member is looked up once by the key's first column, which yields all
 * their accounts together; the same statement counts how many of `p_open_kinds` they hold.
 * Only when that falls short of every member times every kind (a member made another way, or
 * a partial set) is the missing-account insert of 0074 run, unchanged (same order, same
 * `on conflict`), and the look-up repeated. The postings' ids are then matched to the found
 * accounts in memory. Everything after that (locks in id order, planJournal's rules, the
 * postings and balances) is 0074's, unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ledger_post_to_members(
      p_company text, p_currency text, p_minor_unit integer, p_type text,
      p_ref_type text, p_ref_id text, p_memo text, p_created_by text, p_at timestamptz,
      p_accounts bigint[], p_amounts bigint[],
      p_members integer[], p_kinds text[], p_member_amounts bigint[],
      p_open_kinds text[]
    ) returns bigint
    language plpgsql as $fn$
    declare
      v_entry bigint;
      v_named bigint[];
      v_acc_ids bigint[];
      v_acc_members integer[];
      v_acc_kinds text[];
      v_have bigint;
      v_want bigint;
      v_all bigint[];
      v_amounts bigint[];
      v_ids bigint[];
      v_deltas bigint[];
      v_found integer;
      v_balances bigint[];
      v_currencies text[];
      v_may_go_negative boolean[];
      v_owners integer[];
      v_kinds text[];
      v_hot boolean;
      v_short record;
    begin
      if coalesce(cardinality(p_accounts), 0) <> coalesce(cardinality(p_amounts), 0)
         or coalesce(cardinality(p_members), 0) <> coalesce(cardinality(p_kinds), 0)
         or coalesce(cardinality(p_members), 0) <> coalesce(cardinality(p_member_amounts), 0)
         or coalesce(cardinality(p_accounts), 0) + coalesce(cardinality(p_members), 0) < 2 then
        raise exception 'ledger_post_to_members: too few postings';
      end if;
      if 0 = any(p_amounts) or 0 = any(p_member_amounts) then
        raise exception 'ledger_post_to_members: a zero posting';
      end if;
      -- every named member's accounts by one look-up each (the (member_id, kind) key's first
      -- column: the member's accounts lie side by side in it), and how many of p_open_kinds they
      -- hold; fewer than every member times every kind is a gap
      for v_try in 1..2 loop
        with m as materialized (select distinct u.member_id from unnest(p_members) u(member_id))
        select array_agg(a.id), array_agg(a.member_id), array_agg(a.kind),
               count(*) filter (where a.kind = any(p_open_kinds)),
               (select count(*) from m)
                 * (select count(distinct k.kind) from unnest(p_open_kinds) k(kind))
          into v_acc_ids, v_acc_members, v_acc_kinds, v_have, v_want
          from m join ledger_account a on a.member_id = m.member_id;
        exit when v_have >= v_want or v_try = 2;
        -- a gap (a member made another way, or one not yet opened): the members' missing
        -- accounts opened as accountsOfMembers opens them, then looked up again
        insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
        select p_company, o.member_id, k.kind, p_currency, p_minor_unit
          from (select m.member_id, min(m.n) as n
                  from unnest(p_members) with ordinality m(member_id, n) group by m.member_id) o
          cross join unnest(p_open_kinds) with ordinality k(kind, j)
         where not exists (select 1 from ledger_account a
                            where a.member_id = o.member_id and a.kind = k.kind)
         order by o.n, k.j
        on conflict (member_id, kind) where member_id is not null do nothing;
      end loop;
      -- each member posting's account, in the order given (matched in memory, not looked up)
      select array_agg(x.id order by p.n) into v_named
        from unnest(p_members, p_kinds) with ordinality p(member_id, kind, n)
        join unnest(v_acc_members, v_acc_kinds, v_acc_ids) x(member_id, kind, id)
          on x.member_id = p.member_id and x.kind = p.kind;
      if coalesce(cardinality(v_named), 0) <> coalesce(cardinality(p_members), 0) then
        raise exception 'ledger_post_to_members: an unknown account';
      end if;
      v_all := coalesce(p_accounts, '{}') || coalesce(v_named, '{}');
      v_amounts := coalesce(p_amounts, '{}') || coalesce(p_member_amounts, '{}');
      -- each account's change, in id order
      select array_agg(c.acc order by c.acc), array_agg(c.delta order by c.acc)
        into v_ids, v_deltas
        from (select l.acc, sum(l.amount)::bigint as delta
                from unnest(v_all, v_amounts) l(acc, amount) group by l.acc) c;
      -- locked in id order (the sort is below the row lock), each row as the lock holds it,
      -- with what the checks below need (read once, not joined again)
      select count(*), array_agg(x.balance order by x.id), array_agg(x.currency order by x.id),
             array_agg(x.allow_negative order by x.id), array_agg(x.member_id order by x.id),
             array_agg(x.kind order by x.id), bool_or(x.hot)
        into v_found, v_balances, v_currencies, v_may_go_negative, v_owners, v_kinds, v_hot
        from (select a.id, a.balance, a.currency, a.allow_negative, a.member_id, a.kind, a.hot
                from ledger_account a where a.id = any(v_ids) order by a.id for update) x;
      if v_found <> cardinality(v_ids) then
        raise exception 'ledger_post_to_members: an unknown account';
      end if;
      if v_hot then
        raise exception 'ledger_post_to_members: a hot account (post it through postJournal)';
      end if;
      if exists (select 1 from unnest(v_currencies, v_deltas) u(currency, delta)
                  group by u.currency having sum(u.delta) <> 0) then
        raise exception 'ledger_post_to_members: unbalanced';
      end if;
      -- the first account, in id order, the entry would leave below zero
      select u.owner, u.kind into v_short
        from unnest(v_balances, v_deltas, v_may_go_negative, v_owners, v_kinds)
             with ordinality u(balance, delta, may_go_negative, owner, kind, n)
       where u.balance + u.delta < 0 and not u.may_go_negative
       order by u.n limit 1;
      if found then
        if v_short.owner is null then
          raise exception 'ledger_post_to_members: company account % overdrawn', v_short.kind;
        end if;
        raise exception 'insufficientBalance' using errcode = 'PR001', detail = v_short.kind;
      end if;
      insert into journal_entry (company_code, type, ref_type, ref_id, memo, created_by, created_at)
        values (p_company, p_type, p_ref_type, p_ref_id, p_memo, p_created_by, p_at)
        returning id into v_entry;
      -- each posting's balance after it, running in the order given (as planJournal)
      insert into posting (entry_id, account_id, amount, balance_after, created_at)
      select v_entry, l.acc, l.amount,
             b.balance + sum(l.amount) over (partition by l.acc order by l.n), p_at
        from unnest(v_all, v_amounts) with ordinality l(acc, amount, n)
        join unnest(v_ids, v_balances) b(acc, balance) on b.acc = l.acc
       order by l.n;
      update ledger_account a set balance = a.balance + u.delta
        from unnest(v_ids, v_deltas) u(acc, delta) where a.id = u.acc;
      return v_entry;
    end $fn$`.execute(db);
}
