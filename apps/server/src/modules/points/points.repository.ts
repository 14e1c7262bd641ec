import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { RewardPointsEntryTable } from './points.tables.js';
import type { Insertable } from 'kysely';

type Q = Db | Trx;

/** Appends an entry; undefined when its source (kind, ref) was already entered. */
export function insertPointsEntry(db: Q, row: Insertable<RewardPointsEntryTable>) {
  return db
    .insertInto('reward_points_entry')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

export async function pointsBalance(db: Q, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('reward_points_entry')
    .select(sql<string>`coalesce(sum(points), 0)`.as('balance'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/** A page of the member's entries, newest first by their time, id breaking ties. */
export function pointsEntriesPage(db: Q, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('reward_points_entry')
    .select(['id', 'kind', 'points', 'memo', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPointsEntries(db: Q, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('reward_points_entry')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
