import { sql } from 'kysely';
import { MEMBER_ACCOUNTS, type JournalType, type MemberAccount } from '@portal/contract';
import type { Db } from '../../db/client.js';

export interface MovementFilter {
  memberId: number;
  account?: MemberAccount;
  type?: JournalType;
  start?: Date;
  end?: Date;
}

/**
 * Every posting of the member's accounts (of one kind, when asked) with the account's balance
 * after it in time order: the postings' own time, then id for equal times. The ledger's stored
 * running balance follows posting (lock) order, which a back-dated posting or two transactions
 * that read the clock before racing for the lock make differ from time order; a history read
 * in time order must add up in that order, so its balances are summed here. No other filter
 * applies inside: a type or a date range must not change the balances shown.
 */
function ownPostings(db: Db, f: MovementFilter) {
  let q = db
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.entry_id',
      'p.amount',
      'p.created_at',
      'a.kind',
      'a.currency',
      'a.minor_unit',
      sql<bigint>`(sum(p.amount) over (partition by p.account_id order by p.created_at, p.id))::int8`.as(
        'balance_after',
      ),
    ])
    .where('a.member_id', '=', f.memberId)
    // the member's money accounts: their points account is the vacation points history's
    .where('a.kind', 'in', [...MEMBER_ACCOUNTS]);
  if (f.account) q = q.where('a.kind', '=', f.account);
  return q;
}

/** A member's postings with their entry and, for transfers, the other member. */
function movements(db: Db, f: MovementFilter) {
  let q = db
    .selectFrom(ownPostings(db, f).as('p'))
    .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
    .leftJoin('wallet_transfer as t', 't.journal_id', 'e.id')
    .leftJoin('member as o', (join) =>
      join.on(
        'o.id',
        '=',
        sql<number>`case when t.from_member_id = ${f.memberId} then t.to_member_id else t.from_member_id end`,
      ),
    );
  if (f.type) q = q.where('e.type', '=', f.type);
  if (f.start) q = q.where('p.created_at', '>=', f.start);
  if (f.end) q = q.where('p.created_at', '<', f.end);
  return q;
}

/** Newest first by the postings' time, id breaking ties: the order of every page and export. */
export function findMovements(db: Db, f: MovementFilter, limit: number, offset = 0) {
  return movements(db, f)
    .select([
      'p.id',
      'p.entry_id',
      'p.amount',
      'p.balance_after',
      'p.created_at',
      'p.kind',
      'p.currency',
      'p.minor_unit',
      'e.type',
      'e.ref_type',
      'e.ref_id',
      't.id as transfer_id',
      't.remark',
      'o.id as other_id',
      'o.login_name as other_login',
      'o.user_name as other_name',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type MovementRow = Awaited<ReturnType<typeof findMovements>>[number];

/** How many postings the filter matches (no balances needed: the plain join). */
export async function countMovements(db: Db, f: MovementFilter): Promise<number> {
  let q = db
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
    .where('a.member_id', '=', f.memberId)
    .where('a.kind', 'in', [...MEMBER_ACCOUNTS]);
  if (f.account) q = q.where('a.kind', '=', f.account);
  if (f.type) q = q.where('e.type', '=', f.type);
  if (f.start) q = q.where('p.created_at', '>=', f.start);
  if (f.end) q = q.where('p.created_at', '<', f.end);
  const row = await q.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
