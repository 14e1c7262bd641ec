import { sql, type RawBuilder } from 'kysely';
import { arrayLiteral } from '../../../db/bulk-write.js';
import type { Db } from '../../../db/client.js';

export interface MemberRow {
  id: number;
  sponsor_id: number | null;
  placement_id: number | null;
  placement_side: string | null;
  member_type: string;
  status: number;
  rank_code: string;
  highest_award: string | null;
}

/** Every member of the company, by id: the network the engine builds once per close. */
export function findCompanyMembers(db: Db, companyCode: string): Promise<MemberRow[]> {
  return db
    .selectFrom('member')
    .select([
      'id',
      'sponsor_id',
      'placement_id',
      'placement_side',
      'member_type',
      'status',
      'rank_code',
      'highest_award',
    ])
    .where('company_code', '=', companyCode)
    .orderBy('id')
    .execute();
}

/** A member's volume sums over the cycles a close reads (hundredths of BV). */
export interface VolumeSums {
  member_id: number;
  /** main platform, every cycle read (the active window's whole cycles) */
  pbv30: bigint;
  /** main platform, the closed cycle: all, first purchase and upgrade, retail, rebuy/autoship */
  pbv: bigint;
  package_bv: bigint;
  retail_bv: bigint;
  rebuy_bv: bigint;
  /** world-plan platform, the closed cycle */
  market_bv: bigint;
}

// int8_total: exact bigint totals without sum's numeric state per group (migration 0043)
const total = (where: RawBuilder<unknown>) => sql<bigint>`int8_total(v.bv) filter (where ${where})`;

/** A member's six volume sums (`VolumeSums`) over the volume rows `v` of the cycles read. */
function volumeTotals(own: string) {
  const main = sql`v.platform = 'bzz'`;
  const mainOwn = sql`v.platform = 'bzz' and v.cycle = ${own}`;
  return [
    total(main).as('pbv30'),
    total(mainOwn).as('pbv'),
    total(sql`${mainOwn} and v.order_type_code in (10, 20)`).as('package_bv'),
    total(sql`${mainOwn} and v.order_type_code = 40`).as('retail_bv'),
    total(sql`${mainOwn} and v.order_type_code in (30, 66)`).as('rebuy_bv'),
    total(sql`v.platform = 'wpm' and v.cycle = ${own}`).as('market_bv'),
  ] as const;
}

/**
 * The named members' sums of the per-cycle volume rows (one per member, platform and order
 * type) of the named cycles, summed here: one row per member, not one per volume row (five
 * million rows at a million members made Node the bottleneck of the close's read). The members
 * come as one array (a hashed filter), not as a join with the member table, whose rows (paths
 * and all) were most of the statement's reading.
 */
export function findVolumeSums(
  db: Db,
  memberIds: readonly string[],
  cycles: readonly string[],
  own: string,
): Promise<VolumeSums[]> {
  return db
    .selectFrom('member_cycle_volume as v')
    .select(['v.member_id', ...volumeTotals(own)])
    .where(sql<boolean>`v.member_id = any(${arrayLiteral(memberIds)}::integer[])`)
    .where('v.cycle', 'in', cycles)
    .groupBy('v.member_id')
    .execute();
}

/** A member row with its volume sums (`findMembersWithVolumes`). */
export type MemberVolumeRow = MemberRow & Omit<VolumeSums, 'member_id'>;

/**
 * Every member of the company by id, each with their volume sums of the named cycles, in one
 * statement: each member's few volume rows are summed through the volume key as the member is
 * read (a lateral aggregate, 0 over no rows), so the work follows the company's members, the
 * rows stream out in id order while PostgreSQL reads on, and no id list goes back to the
 * database. At a million members: 4.8 s in PostgreSQL against 8.9 s for the members' read,
 * the id array's bind and the hashed sums one after the other (docs/bonus.md).
 */
export function findMembersWithVolumes(
  db: Db,
  companyCode: string,
  cycles: readonly string[],
  own: string,
): Promise<MemberVolumeRow[]> {
  return db
    .selectFrom('member as m')
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('member_cycle_volume as v')
        .select(volumeTotals(own))
        .whereRef('v.member_id', '=', 'm.id')
        .where('v.cycle', 'in', cycles)
        .as('s'),
    )
    .select([
      'm.id',
      'm.sponsor_id',
      'm.placement_id',
      'm.placement_side',
      'm.member_type',
      'm.status',
      'm.rank_code',
      'm.highest_award',
      's.pbv30',
      's.pbv',
      's.package_bv',
      's.retail_bv',
      's.rebuy_bv',
      's.market_bv',
    ])
    .where('m.company_code', '=', companyCode)
    .orderBy('m.id')
    .execute();
}

/**
 * Main-platform BV paid (less BV refunded) in [from, to): the two days of the 30-day active
 * window that reach into the cycle before the four whole cycles the volume rows answer.
 */
export async function findEdgeVolumes(
  db: Db,
  companyCode: string,
  from: Date,
  to: Date,
): Promise<Array<{ member_id: number; bv: bigint }>> {
  const paid = db
    .selectFrom('shop_order')
    .select(['member_id', 'bv'])
    .where('company_code', '=', companyCode)
    .where('platform', '=', 'bzz')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to);
  const refunded = db
    .selectFrom('order_refund as r')
    .innerJoin('shop_order as o', 'o.id', 'r.order_id')
    .select(['o.member_id', sql<bigint>`-r.bv`.as('bv')])
    .where('o.company_code', '=', companyCode)
    .where('o.platform', '=', 'bzz')
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to);
  const rows = await db
    .selectFrom(paid.unionAll(refunded).as('e'))
    .select(['e.member_id', sql<string>`sum(e.bv)`.as('bv')])
    .groupBy('e.member_id')
    .execute();
  return rows.map((r) => ({ member_id: r.member_id, bv: BigInt(r.bv) }));
}

export function findCompany(db: Db, code: string) {
  return db
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findCompanyCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('company').select('code').orderBy('code').execute();
  return rows.map((r) => r.code);
}
