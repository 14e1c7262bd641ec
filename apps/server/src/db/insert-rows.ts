import { sql, type Expression, type Insertable, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * `insert into "table" (columns) values (…), (…)` as one SQL template, its text made once per
 * shape (table, columns, the cells left to their default, the tail) and kept: a call then only
 * wraps its values. The text is the one Kysely's `insertInto(table).values(rows)` writes (the
 * columns in the order the rows first name them, a cell a row leaves undefined `default`), for a
 * fraction of the CPU: the checkout writes about ten such rows per paid order, each a CTE of a
 * larger statement, and building them with the query builder was a large part of its Node time.
 *
 * `tail` (constant SQL: `returning *`, `on conflict … do nothing`) follows the values. With
 * `cte`, the statement is in parentheses, as a CTE's body (a template is written as it is).
 * A value may be an expression (`(select id from o)`); a builder callback is refused. `Out`: the
 * rows its `returning` tail answers.
 */
export function insertRows<T extends keyof Database & string, Out extends object = NoRows>(
  table: T,
  rows: readonly InsertRow<T>[],
  { tail = '', cte = false }: { tail?: string; cte?: boolean } = {},
): RawBuilder<Out> {
  if (rows.length === 0) throw new Error(`insertRows: no rows for ${table}`);
  const columns = columnsOf(rows);
  const cells = rows.map((row) => columns.map((c) => (row as Cells)[c]));
  const key = `${table}\u0000${columns.join(',')}\u0000${cells.map(maskOf).join('|')}\u0000${tail}\u0000${cte}`;
  let fragments = shapes.get(key);
  if (fragments === undefined) {
    fragments = fragmentsOf(table, columns, cells, tail, cte);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, fragments);
  }
  const values: unknown[] = [];
  for (const row of cells) {
    for (const value of row) {
      if (typeof value === 'function') throw new Error(`insertRows: a callback for ${table}`);
      if (value !== undefined) values.push(value);
    }
  }
  return sql<Out>(fragments, ...values);
}

/** A row to insert; a value may be an expression of the statement (another CTE's column). */
export type InsertRow<T extends keyof Database> = {
  [C in keyof Insertable<Database[T]>]: Insertable<Database[T]>[C] | Expression<unknown>;
};

type Cells = Record<string, unknown>;
/** what a statement without `returning` answers */
type NoRows = Record<string, never>;

/** shapes seen (a bound: a text per distinct row shape, a handful in practice) */
const MAX_SHAPES = 1_000;
const shapes = new Map<string, TemplateStringsArray>();

function columnsOf(rows: readonly object[]): string[] {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value !== undefined && !seen.has(column)) {
        seen.add(column);
        columns.push(column);
      }
    }
  }
  return columns;
}

/** which cells of a row are left to their default ('d') or take a value ('v') */
const maskOf = (row: unknown[]) => row.map((v) => (v === undefined ? 'd' : 'v')).join('');

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The text around the values, as a tagged template's fragments (one more than the values). */
function fragmentsOf(
  table: string,
  columns: string[],
  cells: unknown[][],
  tail: string,
  cte: boolean,
): TemplateStringsArray {
  const fragments: string[] = [];
  let text = `${cte ? '(' : ''}insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `;
  cells.forEach((row, r) => {
    text += r === 0 ? '(' : '), (';
    row.forEach((value, i) => {
      if (i > 0) text += ', ';
      if (value === undefined) {
        text += 'default';
      } else {
        fragments.push(text);
        text = '';
      }
    });
  });
  fragments.push(`${text})${tail ? ` ${tail}` : ''}${cte ? ')' : ''}`);
  return Object.assign(fragments, { raw: fragments }) as unknown as TemplateStringsArray;
}
