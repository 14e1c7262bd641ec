import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';
import type { StatementWrite } from '../../db/statement-write.js';

export interface VolumeChange {
  memberId: number;
  cycle: string;
  platform: 'bzz' | 'wpm';
  orderType: number;
  bvHundredths: bigint;
  at: Date;
}

/** The member's volume row of the cycle, added to (or created): `addVolume`'s and `volumeWrites`'. */
function volumeUpsert(db: QueryCreator<Database>, change: VolumeChange) {
  return db
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
    );
}

/**
 * Adds (or, for a refund, subtracts) BV on the member's row and, for main-platform volume,
 * appends a mark that their company's legs of the cycle are stale: one statement either way.
 * The mark is a new row, never an update, so payments of one company take no common lock.
 */
export async function addVolume(trx: Db, change: VolumeChange): Promise<boolean> {
  const volume = volumeUpsert(trx, change).returning('member_id');
  // only main-platform volume makes leg volume (plan: PBV is main-platform volume)
  if (change.platform !== 'bzz') return Boolean(await volume.executeTakeFirst());
  const row = await trx
    .with('v', () => volume)
    .insertInto('tree_leg_dirty')
    .columns(['company_code', 'cycle', 'marked_at'])
    .expression((eb) =>
      eb
        .selectFrom('v')
        .innerJoin('member', 'member.id', 'v.member_id')
        .select([
          'member.company_code',
          sql<string>`${change.cycle}`.as('cycle'),
          sql<Date>`${change.at}::timestamptz`.as('marked_at'),
        ]),
    )
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * `addVolume`'s writes for another statement to carry (the paid order's event hands them to the
 * vacation points' hold): the member's row, and for main-platform volume the mark, each a CTE
 * reading no other. The upsert always writes its row, so the mark needs no answer from it.
 */
export function volumeWrites(change: VolumeChange): StatementWrite[] {
  const volume: StatementWrite = (db) => volumeUpsert(db, change);
  if (change.platform !== 'bzz') return [volume];
  const mark: StatementWrite = (db) =>
    db
      .insertInto('tree_leg_dirty')
      .columns(['company_code', 'cycle', 'marked_at'])
      .expression((eb) =>
        eb
          .selectFrom('member')
          .select([
            'member.company_code',
            sql<string>`${change.cycle}`.as('cycle'),
            sql<Date>`${change.at}::timestamptz`.as('marked_at'),
          ])
          .where('member.id', '=', change.memberId),
      );
  return [volume, mark];
}

/** The companies and cycles with marks, the longest-waiting first. */
export function dirtyLegs(db: Db) {
  return db
    .selectFrom('tree_leg_dirty')
    .select(['company_code', 'cycle', (eb) => eb.fn.min('marked_at').as('marked_at')])
    .groupBy(['company_code', 'cycle'])
    .orderBy('marked_at')
    .execute();
}

/**
 * The marks of a company's cycle as they stand now. A refresh reads them before it reads the
 * volumes, so every volume change these marks stand for is in what it then reads.
 */
export async function readMarks(db: Db, companyCode: string, cycle: string): Promise<bigint[]> {
  const rows = await db
    .selectFrom('tree_leg_dirty')
    .select('id')
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Forgets exactly the marks a refresh read: one appended by a payment that committed after that
 * read stays, and the next refresh takes it (ids are not committed in order, so no range).
 */
export async function clearMarks(db: Db, ids: readonly bigint[]) {
  if (!ids.length) return;
  await db
    .deleteFrom('tree_leg_dirty')
    .where(sql<boolean>`id = any(${ids.map(String)}::bigint[])`)
    .execute();
}

/** Drops every mark of a company's cycle (its close has taken the legs from its own read). */
export async function forgetMarks(db: Db, companyCode: string, cycle: string) {
  await db
    .deleteFrom('tree_leg_dirty')
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
}

/**
 * The cycle's volume so far per company (every platform, refunds netted) and how many members
 * bought: one pass over the cycle's rows (member_cycle_volume_cycle_idx), joined to their company.
 * The query itself, for the stored copy's one statement (company-volume.repository.ts).
 */
export function cycleVolumeByCompanyQuery(db: Db, cycle: string, companies?: readonly string[]) {
  let q = db
    .selectFrom('member_cycle_volume as v')
    .innerJoin('member as m', 'm.id', 'v.member_id')
    .select((eb) => [
      'm.company_code',
      eb.fn.sum<string>('v.bv').as('bv'),
      eb.fn.count<string>('v.member_id').distinct().as('buyers'),
    ])
    .where('v.cycle', '=', cycle);
  if (companies) q = q.where('m.company_code', 'in', companies.length ? companies : ['']);
  return q.groupBy('m.company_code');
}

export function cycleVolumeByCompany(db: Db, cycle: string, companies?: readonly string[]) {
  return cycleVolumeByCompanyQuery(db, cycle, companies).orderBy('m.company_code').execute();
}
