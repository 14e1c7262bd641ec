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
  const compiledFor = oncePerDb(build);
  return { rows: (db, parameters) => runCompiled(db, compiledFor(db), parameters) };
}

function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let made = byDb.get(db);
    if (made === undefined) {
      made = make(db);
      byDb.set(db, made);
    }
    return made;
  };
}

/**
 * A promise chain, not an async function: every request runs this, and an async function
 * (and one more around it) costs a promise and microtask turns of its own.
 */
function runCompiled<Row>(
  db: Db,
  compiled: CompiledQuery<Row>,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const pool = poolOf(db);
  if (pool) return pool.query(compiled.sql, parameters as unknown[]).then(rowsOf<Row>);
  return db
    .executeQuery<Row>({ ...compiled, queryId: createQueryId(), parameters })
    .then(rowsOf<Row>);
}

const rowsOf = <Row>(result: { rows: unknown[] }) => result.rows as Row[];

/**
 * A hot statement with named parameters, for a query whose text is the same on every call but
 * is built from other modules' pieces (a builder whose parameters the caller cannot number).
 * It is compiled once with `sample`, one value per slot that nothing else in the query uses;
 * each compiled parameter equal to a slot's sample is then that slot's, the others constants.
 * A slot the builder changed on the way (formatted, or made part of a longer value) would not
 * be found, so compiling refuses it instead of sending the sample.
 */
export interface HotTemplate<Row, Slots> {
  rows(db: Db, slots: Slots): Promise<Row[]>;
}

export function hotTemplate<Row, Slots extends Record<string, unknown>>(
  sample: Slots,
  build: (db: Db, slots: Slots) => CompiledQuery<Row>,
): HotTemplate<Row, Slots> {
  const templateFor = oncePerDb((db) => {
    const compiled = build(db, sample);
    return { compiled, places: parameterPlaces(compiled.parameters, sample) };
  });
  return {
    rows(db, slots) {
      let template: ReturnType<typeof templateFor>;
      try {
        template = templateFor(db);
      } catch (error) {
        // a template refused (a slot its builder changed) is a rejection, as from any query
        return Promise.reject(error as Error);
      }
      const { compiled, places } = template;
      const parameters = places.map((p) => (p.slot === undefined ? p.constant : slots[p.slot]));
      return runCompiled(db, compiled, parameters);
    },
  };
}

type ParameterPlaces<Slots> = { slot?: keyof Slots; constant?: unknown }[];

function parameterPlaces<Slots extends Record<string, unknown>>(
  parameters: readonly unknown[],
  sample: Slots,
): ParameterPlaces<Slots> {
  const slots = Object.keys(sample) as (keyof Slots)[];
  const places = parameters.map((value) => {
    const slot = slots.find((s) => Object.is(sample[s], value));
    return slot === undefined ? { constant: value } : { slot };
  });
  const missing = slots.filter((s) => !places.some((p) => p.slot === s));
  if (missing.length > 0) {
    throw new Error(`hot template: ${missing.join(', ')} not found among the parameters`);
  }
  return places;
}
