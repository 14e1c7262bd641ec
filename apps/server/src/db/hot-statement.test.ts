import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client.js';
import { hotTemplate } from './hot-statement.js';

/** A Kysely that compiles for PostgreSQL and answers no rows; what it is sent is recorded. */
function recordingDb() {
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Db;
  const sent = vi.spyOn(db, 'executeQuery');
  return { db, sent };
}

const sample = { code: '\u0001code', id: -1, at: new Date(-1) };

describe('hotTemplate', () => {
  it('builds once and puts each call’s values where the slots were, constants kept', async () => {
    const { db, sent } = recordingDb();
    const build = vi.fn((d: Db, q: typeof sample) =>
      sql`select ${q.code}, ${'fixed'}, ${q.id}, ${q.code}, ${q.at}`.compile(d),
    );
    const statement = hotTemplate(sample, build);
    const at = new Date('2026-12-07T00:00:00Z');
    await statement.rows(db, { code: 'US', id: 7, at });
    await statement.rows(db, { code: 'MY', id: 8, at });
    expect(build).toHaveBeenCalledTimes(1);
    const parameters = sent.mock.calls.map(([q]) => (q as CompiledQuery).parameters);
    expect(parameters).toEqual([
      ['US', 'fixed', 7, 'US', at],
      ['MY', 'fixed', 8, 'MY', at],
    ]);
  });

  it('refuses a slot the builder changed on the way instead of sending its sample', async () => {
    const { db, sent } = recordingDb();
    const statement = hotTemplate(sample, (d, q) =>
      sql`select ${q.code}, ${String(q.id)}, ${q.at}`.compile(d),
    );
    await expect(statement.rows(db, { code: 'US', id: 7, at: new Date() })).rejects.toThrow(
      /id not found/,
    );
    expect(sent).not.toHaveBeenCalled();
  });
});
