import { sql } from 'kysely';
import { arrayLiteral, writeInSlices, type Column, type Scalar } from '../../../db/bulk-write.js';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { BonusLineTable } from './bonus.tables.js';

/**
 * Bulk inserts as `insert … select from unnest(arrays)` (see db/bulk-write.ts), in slices. The
 * rows come from `rowAt(i)`, made a slice at a time: a million long-lived row objects made
 * the garbage collector the close's largest cost; a slice's die young.
 */
export interface BulkRows<T> {
  companyCode: string;
  cycle: string;
  count: number;
  rowAt: (i: number) => T;
}

/** A slice's rows, and a column of them as an array literal. */
function sliceOf<T>({ rowAt }: BulkRows<T>, from: number, to: number) {
  const rows: T[] = [];
  for (let i = from; i < to; i++) rows.push(rowAt(i));
  const column = <V extends Scalar>(pick: (r: T) => V) => arrayLiteral(rows.map(pick));
  return { rows, column };
}

/**
 * A JSON column goes as one JSON array of the slice's documents (`jsonb_array_elements`, zipped
 * with the arrays by ROWS FROM), not as an array literal: its texts need no escaping then, which
 * cost a microsecond per member.
 */
const jsonColumn = (values: Column) => `[${Array.prototype.join.call(values, ',')}]`;

export type LineRow = Omit<BonusLineTable, 'id' | 'company_code' | 'cycle'>;

export function insertLines(trx: Trx, lines: BulkRows<LineRow>) {
  const { companyCode, cycle } = lines;
  return writeInSlices(
    lines.count,
    (from, to) => {
      const { rows, column: c } = sliceOf(lines, from, to);
      return [
        c((r) => r.member_id),
        c((r) => r.bonus_type),
        c((r) => r.amount_minor),
        c((r) => r.adjustment_minor),
        jsonColumn(rows.map((r) => r.trail as string)),
      ] as const;
    },
    ([member, type, amount, adjustment, trail]) =>
      sql`
        insert into bonus_line (company_code, cycle, member_id, bonus_type, amount_minor,
          adjustment_minor, trail)
        select ${companyCode}, ${cycle}, u.member_id, u.bonus_type, u.amount_minor,
          u.adjustment_minor, u.trail
        from rows from (unnest(${member}::integer[]), unnest(${type}::text[]),
          unnest(${amount}::bigint[]), unnest(${adjustment}::bigint[]),
          jsonb_array_elements(${trail}::jsonb))
          with ordinality as u(member_id, bonus_type, amount_minor, adjustment_minor, trail, n)
        order by u.n`.execute(trx),
  );
}

export type StateColumn =
  | 'member_id'
  | 'rank_code'
  | 'active'
  | 'paid_as_award'
  | 'qualified_award'
  | 'highest_award'
  | 'cumulative_package_bv'
  | 'carry_left'
  | 'carry_right'
  | 'left_bv'
  | 'right_bv'
  | 'qualified_history'
  | 'paid_as_history'
  | 'left_on_table';

const STATE_COLUMNS: ReadonlyArray<readonly [StateColumn, string]> = [
  ['member_id', 'integer'],
  ['rank_code', 'text'],
  ['active', 'boolean'],
  ['paid_as_award', 'text'],
  ['qualified_award', 'text'],
  ['highest_award', 'text'],
  ['cumulative_package_bv', 'bigint'],
  ['carry_left', 'bigint'],
  ['carry_right', 'bigint'],
  ['left_bv', 'bigint'],
  ['right_bv', 'bigint'],
  ['qualified_history', 'text'],
  ['paid_as_history', 'text'],
  ['left_on_table', 'jsonb'],
];

/**
 * Every member's end state, a column at a time: `columnsAt(from, to)` gives a slice's values per
 * column (typed arrays straight from the engine where it keeps them), so no object is made
 * per member (JSON: `LeftOnTableJson[]` per member).
 */
export interface StateColumns {
  companyCode: string;
  cycle: string;
  count: number;
  columnsAt: (from: number, to: number) => Record<StateColumn, Column>;
}

export function insertMemberStates(trx: Trx, states: StateColumns) {
  const { companyCode, cycle } = states;
  const names = sql.raw(STATE_COLUMNS.map(([name]) => name).join(', '));
  return writeInSlices(
    states.count,
    (from, to) => {
      const columns = states.columnsAt(from, to);
      return STATE_COLUMNS.map(([name, type]) =>
        type === 'jsonb' ? jsonColumn(columns[name]) : arrayLiteral(columns[name]),
      );
    },
    (literals) =>
      sql`
        insert into bonus_member_cycle (company_code, cycle, ${names})
        select ${companyCode}, ${cycle}, u.*
        from rows from (${sql.join(
          STATE_COLUMNS.map(([, type], k) =>
            type === 'jsonb'
              ? sql`jsonb_array_elements(${literals[k]}::jsonb)`
              : sql`unnest(${literals[k]}::${sql.raw(type)}[])`,
          ),
        )}) as u(${names})`.execute(trx),
  );
}

/**
 * The plan state every member ended a closed cycle with: what the next close starts from, not
 * the facts only a member's report shows (the left-on-the-table JSON, ≈ 3 lines a member, is
 * two thirds of a state row: every weekly close of a million members would parse it).
 */
export function findMemberStates(db: Db, companyCode: string, cycle: string) {
  return db
    .selectFrom('bonus_member_cycle')
    .select([
      'member_id',
      'rank_code',
      'highest_award',
      'cumulative_package_bv',
      'carry_left',
      'carry_right',
      'qualified_history',
      'paid_as_history',
    ])
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .orderBy('member_id') // the key's order: the close walks them beside its members (by id)
    .execute();
}
