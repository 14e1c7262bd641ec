import { sql } from 'kysely';
import { arrayLiteral, writeInSlices, type Column } from '../../db/bulk-write.js';
import type { Db } from '../../db/client.js';

/**
 * The bonus close's facts for the snapshot, a column per fact (index i: one member; typed arrays
 * as the engine keeps them, `active` as 1/0).
 */
export interface SnapshotFacts {
  memberId: readonly (number | string)[];
  active: readonly boolean[] | Uint8Array;
  paidAsAward: readonly string[];
  highestAward: readonly string[];
  carryLeft: readonly bigint[] | BigInt64Array;
  carryRight: readonly bigint[] | BigInt64Array;
  /**
   * The tree as the close read and computed it: each member's rank after the close, status,
   * main-platform PBV, and each placement leg's BV and member count. With it the snapshot is
   * written from these columns alone, one row per member the close computed; without it the
   * legs are refreshed from the volume rows and the rest copied from the member rows.
   */
  tree?: SnapshotTree;
}

export interface SnapshotTree {
  rankCode: readonly string[];
  status: readonly number[] | Int16Array;
  pbv: readonly bigint[] | BigInt64Array;
  leftBv: readonly bigint[] | BigInt64Array;
  rightBv: readonly bigint[] | BigInt64Array;
  leftCount: readonly number[] | Int32Array;
  rightCount: readonly number[] | Int32Array;
}

export const NO_FACTS: SnapshotFacts = {
  memberId: [],
  active: [],
  paidAsAward: [],
  highestAward: [],
  carryLeft: [],
  carryRight: [],
};

/**
 * Copies every member's tree facts of the cycle into the snapshot in one statement, with the
 * bonus close's activity, awards and carries joined from arrays (a hash join, one parameter per
 * column): writing them in the same statement, not by an update after, writes each row once
 * (a million-row update was 11 s of a million-member close). Called once per company and cycle
 * (`insertClose` guards it), so no conflict check: it cost 2.5 s of 12 at a million members.
 * A member the close did not compute (none, or one who joined during it) keeps the member
 * row's award, and null carries.
 */
export async function writeSnapshot(
  trx: Db,
  companyCode: string,
  cycle: string,
  facts: SnapshotFacts,
) {
  if (facts.tree) return writeClosedTree(trx, companyCode, cycle, facts, facts.tree);
  const a = facts;
  await sql`
    insert into tree_cycle_snapshot (cycle, member_id, company_code, rank_code, status, active,
      highest_award, paid_as_award, carry_left, carry_right, pbv, left_bv, right_bv, left_count,
      right_count)
    select ${cycle}, m.id, m.company_code, m.rank_code, m.status,
      coalesce(a.active, m.status = 10), coalesce(a.highest, m.highest_award), a.paid_as,
      a.carry_left, a.carry_right, coalesce(v.pbv, 0), coalesce(l.left_bv, 0),
      coalesce(l.right_bv, 0), coalesce(l.left_count, 0), coalesce(l.right_count, 0)
    from member m
    left join tree_leg_volume l on l.member_id = m.id and l.cycle = ${cycle}
    left join (select member_id, sum(bv) as pbv from member_cycle_volume
               where cycle = ${cycle} and platform = 'bzz' group by member_id) v
      on v.member_id = m.id
    left join unnest(${arrayLiteral(a.memberId)}::integer[], ${arrayLiteral(a.active)}::boolean[],
        ${arrayLiteral(a.paidAsAward)}::text[], ${arrayLiteral(a.highestAward)}::text[],
        ${arrayLiteral(a.carryLeft)}::bigint[], ${arrayLiteral(a.carryRight)}::bigint[])
      as a(member_id, active, paid_as, highest, carry_left, carry_right) on a.member_id = m.id
    where m.company_code = ${companyCode}`.execute(trx);
}

/** Rows [from, to) of a column, without copying a typed array. */
const part = (column: Column, from: number, to: number): Column =>
  ArrayBuffer.isView(column) ? column.subarray(from, to) : column.slice(from, to);

/**
 * The snapshot from the close's own columns (`SnapshotFacts.tree`): no member row and no volume
 * row is read again (a million-member company: the member table's 2.6 GB and five million
 * volume rows), so the statement is the insert alone. The rows are the members the close
 * computed: the tree as it stood for that close; one who joined during it is in the next.
 * Written in slices (`writeInSlices`): a slice's fourteen array literals are built while
 * PostgreSQL inserts the slice before (one statement of a million rows built them all first:
 * 7.3–8.2 s at a million members, of which 4.5 s in PostgreSQL).
 */
function writeClosedTree(
  trx: Db,
  companyCode: string,
  cycle: string,
  a: SnapshotFacts,
  t: SnapshotTree,
) {
  const columns: Column[] = [
    a.memberId,
    t.rankCode,
    t.status,
    a.active,
    a.highestAward,
    a.paidAsAward,
    a.carryLeft,
    a.carryRight,
    t.pbv,
    t.leftBv,
    t.rightBv,
    t.leftCount,
    t.rightCount,
  ];
  return writeInSlices(
    a.memberId.length,
    (from, to) => columns.map((c) => arrayLiteral(part(c, from, to))),
    ([
      id,
      rank,
      status,
      active,
      highest,
      paidAs,
      carryL,
      carryR,
      pbv,
      leftBv,
      rightBv,
      leftN,
      rightN,
    ]) =>
      sql`
        insert into tree_cycle_snapshot (cycle, company_code, member_id, rank_code, status,
          active, highest_award, paid_as_award, carry_left, carry_right, pbv, left_bv, right_bv,
          left_count, right_count)
        select ${cycle}, ${companyCode}, u.*
        from unnest(${id}::integer[], ${rank}::text[], ${status}::integer[],
            ${active}::boolean[], ${highest}::text[], ${paidAs}::text[], ${carryL}::bigint[],
            ${carryR}::bigint[], ${pbv}::bigint[], ${leftBv}::bigint[], ${rightBv}::bigint[],
            ${leftN}::integer[], ${rightN}::integer[]) u`.execute(trx),
  );
}

export async function insertClose(trx: Db, companyCode: string, cycle: string, at: Date) {
  const row = await trx
    .insertInto('tree_cycle_close')
    .values({ company_code: companyCode, cycle, closed_at: at })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doNothing())
    .returning('cycle')
    .executeTakeFirst();
  return Boolean(row);
}

export function findClose(db: Db, companyCode: string, cycle: string) {
  return db
    .selectFrom('tree_cycle_close')
    .select('closed_at')
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .executeTakeFirst();
}

export function listCloses(db: Db, companyCode: string) {
  return db
    .selectFrom('tree_cycle_close')
    .select(['cycle', 'closed_at'])
    .where('company_code', '=', companyCode)
    .orderBy('cycle', 'desc')
    .limit(104)
    .execute();
}
