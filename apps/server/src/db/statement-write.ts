import type { QueryCreator } from 'kysely';
import type { Database } from './schema.js';

/**
 * A data-modifying query another statement carries as one of its CTEs (the ledger's journal
 * carries the order's step and the caller's rows): no round trip of its own, and written only
 * if that statement is. It reads no other CTE, so it needs no name.
 */
export type StatementWrite = (db: QueryCreator<Database>) => { toOperationNode(): unknown };
