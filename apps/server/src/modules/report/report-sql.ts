import { sql, type RawBuilder } from 'kysely';

/**
 * The cycle (ISO week in UTC+8, `2026-W48`) of a timestamp column, in SQL: the same name
 * `cycleOf` gives in the contract, so rows group by the cycles the report lists.
 */
export function cycleOfColumn(column: string): RawBuilder<string> {
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'IYYY-"W"IW')`;
}

/** The cycle of a `date` column that already holds a business day. */
export function cycleOfDay(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}::date, 'IYYY-"W"IW')`;
}

/** The business day (UTC+8) of a timestamp column, `2026-12-06`. */
export function dayOfColumn(column: string): RawBuilder<string> {
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}

/** The company and cycle range a company report reads. */
export interface ReportScope {
  companyCode: string;
  start: Date;
  end: Date;
  cycles: readonly string[];
}
