import type { ColumnType } from 'kysely';

/** A column with a database default: optional on insert, always present on select. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
