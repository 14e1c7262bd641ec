import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

/** One member of a company's placement tree with their main-platform PBV of a cycle. */
export interface LegInput {
  id: number;
  parentId: number | null;
  side: 'L' | 'R' | null;
  pbv: bigint;
}

export interface LegRow {
  memberId: number;
  leftBv: bigint;
  rightBv: bigint;
  leftCount: number;
  rightCount: number;
}

/** The whole placement tree of a company in one read, with each member's PBV of the cycle. */
export async function readLegInputs(db: Db, companyCode: string, cycle: string) {
  const rows = await db
    .selectFrom('member as m')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('member_cycle_volume')
          .select(['member_id', sql<string>`sum(bv)`.as('pbv')])
          .where('cycle', '=', cycle)
          .where('platform', '=', 'bzz')
          .groupBy('member_id')
          .as('v'),
      (join) => join.onRef('v.member_id', '=', 'm.id'),
    )
    .select(['m.id', 'm.placement_id', 'm.placement_side', 'v.pbv'])
    .where('m.company_code', '=', companyCode)
    .execute();
  return rows.map((r): LegInput => ({
    id: r.id,
    parentId: r.placement_id,
    side: r.placement_side,
    pbv: BigInt(r.pbv ?? 0),
  }));
}

export async function readStoredLegs(db: Db, companyCode: string, cycle: string) {
  const rows = await db
    .selectFrom('tree_leg_volume as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .select(['l.member_id', 'l.left_bv', 'l.right_bv', 'l.left_count', 'l.right_count'])
    .where('m.company_code', '=', companyCode)
    .where('l.cycle', '=', cycle)
    .execute();
  return new Map(
    rows.map((r) => [
      r.member_id,
      {
        memberId: r.member_id,
        leftBv: BigInt(r.left_bv),
        rightBv: BigInt(r.right_bv),
        leftCount: r.left_count,
        rightCount: r.right_count,
      },
    ]),
  );
}

const CHUNK = 5_000;

/** Writes the rows that changed, a few thousand per statement. */
export async function writeLegs(db: Db, cycle: string, rows: LegRow[], at: Date) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('tree_leg_volume')
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          member_id: r.memberId,
          cycle,
          left_bv: r.leftBv,
          right_bv: r.rightBv,
          left_count: r.leftCount,
          right_count: r.rightCount,
          refreshed_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'cycle']).doUpdateSet((eb) => ({
          left_bv: eb.ref('excluded.left_bv'),
          right_bv: eb.ref('excluded.right_bv'),
          left_count: eb.ref('excluded.left_count'),
          right_count: eb.ref('excluded.right_count'),
          refreshed_at: eb.ref('excluded.refreshed_at'),
        })),
      )
      .execute();
  }
}

export async function markRefreshed(db: Db, companyCode: string, cycle: string, at: Date) {
  await db
    .insertInto('tree_leg_refresh')
    .values({ company_code: companyCode, cycle, refreshed_at: at })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doUpdateSet({ refreshed_at: at }))
    .execute();
}
