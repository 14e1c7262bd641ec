import { sql } from 'kysely';
import type { JournalType, MemberAccount } from '@portal/contract';
import type { Db } from '../../db/client.js';

export interface MovementFilter {
  memberId: number;
  account?: MemberAccount;
  type?: JournalType;
  start?: Date;
  end?: Date;
}

/** A member's postings with their entry and, for transfers, the other member. */
function movements(db: Db, f: MovementFilter) {
  let q = db
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
    .leftJoin('wallet_transfer as t', 't.journal_id', 'e.id')
    .leftJoin('member as o', (join) =>
      join.on(
        'o.id',
        '=',
        sql<number>`case when t.from_member_id = ${f.memberId} then t.to_member_id else t.from_member_id end`,
      ),
    )
    .where('a.member_id', '=', f.memberId);
  if (f.account) q = q.where('a.kind', '=', f.account);
  if (f.type) q = q.where('e.type', '=', f.type);
  if (f.start) q = q.where('p.created_at', '>=', f.start);
  if (f.end) q = q.where('p.created_at', '<', f.end);
  return q;
}

export function findMovements(db: Db, f: MovementFilter, limit: number, offset = 0) {
  return movements(db, f)
    .select([
      'p.id',
      'p.entry_id',
      'p.amount',
      // a member's account is never hot (migration 0035), so its postings always keep one
      sql<bigint>`p.balance_after`.as('balance_after'),
      'p.created_at',
      'a.kind',
      'a.currency',
      'a.minor_unit',
      'e.type',
      'e.ref_type',
      'e.ref_id',
      't.id as transfer_id',
      't.remark',
      'o.id as other_id',
      'o.login_name as other_login',
      'o.user_name as other_name',
    ])
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type MovementRow = Awaited<ReturnType<typeof findMovements>>[number];

export async function countMovements(db: Db, f: MovementFilter): Promise<number> {
  const row = await movements(db, f)
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
