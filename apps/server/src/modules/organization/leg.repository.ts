import { sql } from 'kysely';
import { arrayLiteral, writeInSlices, type Scalar } from '../../db/bulk-write.js';
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

/** Writes the rows that changed, from arrays (unnest, db/bulk-write.ts), 20,000 per statement. */
export async function writeLegs(db: Db, cycle: string, rows: LegRow[], at: Date) {
  await writeInSlices(
    rows.length,
    (from, to) => {
      const s = rows.slice(from, to);
      const c = <V extends Scalar>(pick: (r: LegRow) => V) => arrayLiteral(s.map(pick));
      return [
        c((r) => r.memberId),
        c((r) => r.leftBv),
        c((r) => r.rightBv),
        c((r) => r.leftCount),
        c((r) => r.rightCount),
      ] as const;
    },
    ([member, leftBv, rightBv, leftCount, rightCount]) =>
      sql`
        insert into tree_leg_volume (member_id, cycle, left_bv, right_bv, left_count,
          right_count, refreshed_at)
        select u.member_id, ${cycle}, u.left_bv, u.right_bv, u.left_count, u.right_count,
          ${at}::timestamptz
        from unnest(${member}::integer[], ${leftBv}::bigint[], ${rightBv}::bigint[],
          ${leftCount}::integer[], ${rightCount}::integer[])
          as u(member_id, left_bv, right_bv, left_count, right_count)
        on conflict (member_id, cycle) do update set left_bv = excluded.left_bv,
          right_bv = excluded.right_bv, left_count = excluded.left_count,
          right_count = excluded.right_count, refreshed_at = excluded.refreshed_at`.execute(db),
  );
}

export async function markRefreshed(db: Db, companyCode: string, cycle: string, at: Date) {
  await db
    .insertInto('tree_leg_refresh')
    .values({ company_code: companyCode, cycle, refreshed_at: at })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doUpdateSet({ refreshed_at: at }))
    .execute();
}
