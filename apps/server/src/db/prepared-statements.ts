import type pg from 'pg';

/**
 * Named (prepared) statements for the texts this process runs again and again. PostgreSQL then
 * parses and plans a text once per connection instead of on every call: on this machine kind
 * parse and plan were most of the PostgreSQL CPU of a short statement (docs/benchmarks.md,
 * "Prepared statements"). Kysely sends every statement unnamed, so the pool's clients name them.
 *
 * Which texts: those with parameters (never BEGIN/COMMIT or DDL, which carry none), once seen
 * `after` times in this process, up to `limit` texts (a statement costs memory in each
 * backend, and a text built from a varying list would otherwise grow without end). Names are
 * the text's order of arrival in this process, so one text has one name on every connection.
 * Behind a transaction-pooling proxy (PgBouncer before 1.21) named statements break: set
 * `DB_PREPARED_STATEMENTS=false` there.
 */
export interface StatementNames {
  nameFor(text: string): string | undefined;
  readonly size: number;
}

export function statementNames({ after = 2, limit = 500 } = {}): StatementNames {
  const seen = new Map<string, number>();
  const named = new Map<string, string>();
  return {
    get size() {
      return named.size;
    },
    nameFor(text) {
      const name = named.get(text);
      if (name !== undefined || named.size >= limit) return name;
      const count = (seen.get(text) ?? 0) + 1;
      if (count < after) {
        // the counting map is bounded too: one-off texts must not pile up in it
        if (seen.size >= limit * 8) seen.clear();
        seen.set(text, count);
        return undefined;
      }
      seen.delete(text);
      const fresh = `p${named.size + 1}`;
      named.set(text, fresh);
      return fresh;
    },
  };
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes a pool client send repeated parameterized texts as named statements. */
export function nameRepeatedStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (config, values, callback) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = names.nameFor(config);
      if (name !== undefined) return query({ name, text: config, values }, callback);
    }
    return query(config, values, callback);
  };
}
