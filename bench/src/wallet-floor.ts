import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Runner } from './compare.js';
import { timed } from './wallet-direct.js';
import { randomTransfer, type BenchMember } from './wallet-fixture.js';

/**
 * The SQL floor: the same transfer as one PL/pgSQL function, called as one statement over the
 * server's own pool. It takes the same locks in the same order (the PIN row, then the accounts
 * in id order), reads the recipient and today's total after the locks, checks balance and
 * daily limit, writes the entry, its two postings, both balances, the transfer row and the
 * idempotency answer, and returns the answer: what PostgreSQL itself needs per transfer, with
 * none of Node's work (no session, validation, PIN HMAC, Kysely, planJournal) and one round
 * trip. Created in the bench's own database only; never part of the portal's schema.
 */
const FUNCTION = `
create or replace function bench_transfer(
  p_scope text, p_key text, p_from integer, p_to integer, p_amount bigint,
  p_company text, p_currency text, p_single bigint, p_daily bigint, p_tz text
) returns json language plpgsql as $$
declare
  v_answer json;
  v_to record;
  v_from_id bigint; v_from_balance bigint; v_to_id bigint; v_to_balance bigint;
  v_used bigint; v_entry bigint; v_transfer bigint;
  v_now timestamptz := now();
begin
  select response into v_answer from idempotency_key where scope = p_scope and key = p_key;
  if found then return v_answer; end if;
  if p_amount > p_single then raise exception 'transferLimitExceeded'; end if;
  -- the PIN judge's row lock, which every transfer takes first
  perform 1 from member_security where member_id = p_from for update;
  select company_code, status into v_to from member where id = p_to;
  if not found or v_to.company_code <> p_company or v_to.status <> 10 then
    raise exception 'memberNotInNetwork';
  end if;
  -- the sender's three accounts and the recipient's, locked in id order, read in one go
  select max(id) filter (where member_id = p_from and kind = 'bonus'),
         max(balance) filter (where member_id = p_from and kind = 'bonus'),
         max(id) filter (where member_id = p_to and kind = 'bonus'),
         max(balance) filter (where member_id = p_to and kind = 'bonus')
    into v_from_id, v_from_balance, v_to_id, v_to_balance
    from (select id, member_id, kind, balance from ledger_account
           where member_id = p_from or (member_id = p_to and kind = 'bonus')
           order by id for update) locked;
  if v_from_balance < p_amount then raise exception 'insufficientBalance'; end if;
  -- a new statement, so a new snapshot: sees every transfer committed before the locks
  select coalesce(sum(amount), 0) into v_used from wallet_transfer
   where from_member_id = p_from
     and created_at >= date_trunc('day', v_now at time zone p_tz) at time zone p_tz;
  if v_used + p_amount > p_daily then raise exception 'dailyTransferLimitExceeded'; end if;
  insert into journal_entry (company_code, type, created_by, created_at)
    values (p_company, 'transfer', 'member:' || p_from, v_now) returning id into v_entry;
  insert into posting (entry_id, account_id, amount, balance_after, created_at) values
    (v_entry, v_from_id, -p_amount, v_from_balance - p_amount, v_now),
    (v_entry, v_to_id, p_amount, v_to_balance + p_amount, v_now);
  update ledger_account set balance = balance - p_amount where id = v_from_id;
  update ledger_account set balance = balance + p_amount where id = v_to_id;
  insert into wallet_transfer (company_code, from_member_id, to_member_id, from_account,
      to_account, amount, currency, journal_id, created_at)
    values (p_company, p_from, p_to, 'bonus', 'bonus', p_amount, p_currency, v_entry, v_now)
    returning id into v_transfer;
  v_answer := json_build_object('transferId', v_transfer::text, 'journalId', v_entry::text,
    'amount', p_amount::text, 'currency', p_currency, 'toMemberId', p_to,
    'balance', (v_from_balance - p_amount)::text);
  insert into idempotency_key (scope, key, request_hash, outcome, response, created_at)
    values (p_scope, p_key, md5(p_key), 'ok', v_answer, v_now);
  return v_answer;
end $$`;

export interface FloorDb {
  executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
}

export interface FloorCompany {
  code: string;
  currency: string;
  timeZone: string;
  /** transfer limits in minor units */
  single: bigint;
  daily: bigint;
}

/**
 * `connections` callers, each transfer one `select bench_transfer(…)` over `db`'s pool; at
 * most `pace` transfers a second when given (the floor at another path's rate).
 */
export async function sqlFloorTransfers(
  db: FloorDb,
  members: BenchMember[],
  company: FloorCompany,
  connections: number,
): Promise<(pace?: number) => Runner> {
  await db.executeQuery(CompiledQuery.raw(FUNCTION));
  return (pace) => (seconds) =>
    timed(
      connections,
      seconds,
      async () => {
        const { from, body } = randomTransfer(members, '0.01');
        await db.executeQuery(
          CompiledQuery.raw(
            'select bench_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) as answer',
            [
              `member:${from.id}`,
              randomUUID(),
              from.id,
              body.toMemberId,
              '1',
              company.code,
              company.currency,
              company.single.toString(),
              company.daily.toString(),
              company.timeZone,
            ],
          ),
        );
      },
      pace,
    );
}
