/**
 * Bulk writes from arrays (`insert … select from unnest($1::int[], $2::text[], …)`): one parameter
 * per column, whatever the rows. The columns go as PostgreSQL array literals built here, not by
 * the driver as the statement is sent: so the next slice's literals are built while the database
 * runs the statement before, and the two cores work at once (a million-member close writes
 * several million rows this way, on one connection, in one transaction).
 */
export const SLICE_ROWS = 20_000;

export type Scalar = string | number | bigint | boolean | null | undefined;

/** A column's values: a plain array, or an integer typed array (joined natively; 1/0 for booleans). */
export type Column =
  | readonly Scalar[]
  | BigInt64Array
  | Int32Array
  | Uint32Array
  | Int16Array
  | Int8Array
  | Uint8Array;

const quoted = (s: string) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * A PostgreSQL array literal (`{1,2,NULL}`, `{"a","b \\"c\\""}`), for a `$n::type[]` parameter.
 * A typed array, or a column without nulls, is joined natively (numbers, bigints and booleans as
 * they print, texts quoted whole when none holds a quote or a backslash): millions of elements
 * per close.
 */
export function arrayLiteral(column: Column): string {
  if (column.length === 0) return '{}';
  if (ArrayBuffer.isView(column)) return `{${column.join(',')}}`;
  const values = column as readonly Scalar[];
  if (!values.includes(null) && !values.includes(undefined)) {
    if (typeof values[0] !== 'string' && values.every((v) => typeof v !== 'string')) {
      return `{${values.join(',')}}`;
    }
    if (values.every((v) => typeof v === 'string') && !/["\\]/.test(values.join(''))) {
      return `{"${values.join('","')}"}`;
    }
  }
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'string') parts[i] = quoted(v);
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else parts[i] = String(v);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Writes `count` rows in slices: `build(from, to)` prepares a slice's parameters (in JavaScript),
 * `write(built)` sends its statement. Slice n + 1 is built while slice n runs; the writes
 * themselves stay one after the other, in order, on the caller's connection.
 */
export async function writeInSlices<B>(
  count: number,
  build: (from: number, to: number) => B,
  write: (built: B) => Promise<unknown>,
  size = SLICE_ROWS,
): Promise<void> {
  let running: Promise<unknown> | null = null;
  for (let from = 0; from < count; from += size) {
    const built = build(from, Math.min(from + size, count));
    if (running) await running;
    running = write(built);
  }
  if (running) await running;
}
