import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

export interface VolumeChange {
  memberId: number;
  cycle: string;
  platform: 'bzz' | 'wpm';
  orderType: number;
  bvHundredths: bigint;
  at: Date;
}

/** Adds (or, for a refund, subtracts) BV on the member's row and marks their company's legs stale. */
export async function addVolume(trx: Db, change: VolumeChange): Promise<boolean> {
  const row = await trx
    .insertInto('member_cycle_volume')
    .values({
      member_id: change.memberId,
      cycle: change.cycle,
      platform: change.platform,
      order_type_code: change.orderType,
      bv: change.bvHundredths,
      updated_at: change.at,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'cycle', 'platform', 'order_type_code']).doUpdateSet({
        bv: sql<bigint>`member_cycle_volume.bv + excluded.bv`,
        updated_at: change.at,
      }),
    )
    .returning('member_id')
    .executeTakeFirst();
  if (!row || change.platform !== 'bzz') return Boolean(row);
  // only main-platform volume makes leg volume (plan: PBV is main-platform volume)
  await trx
    .insertInto('tree_leg_dirty')
    .columns(['company_code', 'cycle', 'marked_at'])
    .expression((eb) =>
      eb
        .selectFrom('member')
        .select([
          'company_code',
          sql<string>`${change.cycle}`.as('cycle'),
          sql<Date>`${change.at}::timestamptz`.as('marked_at'),
        ])
        .where('id', '=', change.memberId),
    )
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doUpdateSet({ marked_at: change.at }))
    .execute();
  return true;
}

export function dirtyLegs(db: Db) {
  return db.selectFrom('tree_leg_dirty').selectAll().orderBy('marked_at').execute();
}

/** Forgets a mark unless a newer order marked it again while the refresh ran. */
export async function clearDirty(db: Db, companyCode: string, cycle: string, startedAt: Date) {
  await db
    .deleteFrom('tree_leg_dirty')
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .where('marked_at', '<=', startedAt)
    .execute();
}
