import { createQueryId, type CompiledQuery } from 'kysely';
import { poolOf, type Db } from './client.js';

/**
 * A statement built and compiled by Kysely once, run with new parameters on every call.
 *
 * On PostgreSQL it goes straight to the pool (`pool.query`, named like every repeated text by
 * db/prepared-statements.ts), skipping Kysely's per-call executor: connection provider,
 * promise chain and result mapping, about 5 µs of a request's ~150 µs of server CPU on this
 * machine kind (docs/benchmarks.md, "Member info"). Kept for the statements every request
 * runs (the session); everything else goes through Kysely. The text is Kysely's, so the
 * embedded engine, which runs it through Kysely, and PostgreSQL run the same query; inside a
 * transaction (`db` is then a Transaction) it runs through Kysely on that transaction.
 */
export interface HotStatement<Row> {
  rows(db: Db, parameters: readonly unknown[]): Promise<Row[]>;
}

export function hotStatement<Row>(build: (db: Db) => CompiledQuery<Row>): HotStatement<Row> {
  const compiledByDb = new WeakMap<Db, CompiledQuery<Row>>();
  const compiledFor = (db: Db) => {
    let compiled = compiledByDb.get(db);
    if (!compiled) {
      compiled = build(db);
      compiledByDb.set(db, compiled);
    }
    return compiled;
  };
  return {
    async rows(db, parameters) {
      const compiled = compiledFor(db);
      const pool = poolOf(db);
      if (pool) return (await pool.query(compiled.sql, parameters as unknown[])).rows as Row[];
      const result = await db.executeQuery<Row>({
        ...compiled,
        queryId: createQueryId(),
        parameters,
      });
      return result.rows;
    },
  };
}
