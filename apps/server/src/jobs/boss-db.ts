import { CompiledQuery } from 'kysely';
import { embeddedOf, type Db } from '../db/client.js';

/** pg-boss's bring-your-own database interface. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's statements on a Kysely database or transaction: a job sent through it is
 * written in that transaction, so it commits or rolls back with the work that sent it.
 */
export function kyselyBossDb(db: Db): BossDb {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * pg-boss on the embedded database. Its maintenance and schema scripts are several statements
 * without parameters, which only PGlite's `exec` runs; everything is run while holding the one
 * connection through Kysely, so pg-boss never lands inside another caller's transaction.
 */
export function embeddedBossDb(db: Db): BossDb | undefined {
  const embedded = embeddedOf(db);
  if (!embedded) return undefined;
  return {
    executeSql(text, values) {
      return db.connection().execute(async () => {
        if (values?.length) return embedded.query(text, values);
        const results = await embedded.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      });
    },
  };
}
