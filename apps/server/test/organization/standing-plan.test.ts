import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingsOf } from '../../src/modules/organization/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Member info reads the open cycle's standing on every call, as a named statement. PostgreSQL
 * keeps one plan for a named statement only when that plan looks no dearer than planning each
 * call afresh; for `id = any($n)` it guesses ten members, so it re-planned member info's read on
 * every call (about 0.5–1.5 ms of its CPU, several times the run itself). One member's read must
 * get a plan PostgreSQL keeps, and that plan must look the member's leg totals up by key. On the
 * embedded engine, which runs the statement through Kysely, so its text can be caught here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

async function standingStatement(memberId: number): Promise<CompiledQuery> {
  const seen: CompiledQuery[] = [];
  const run = t.db.executeQuery.bind(t.db);
  t.db.executeQuery = ((query: CompiledQuery) => {
    seen.push(query);
    return run(query);
  }) as typeof t.db.executeQuery;
  try {
    await standingsOf(t.db, [memberId], { at: new Date() });
  } finally {
    t.db.executeQuery = run;
  }
  const statement = seen.find((q) => q.sql.includes('tree_leg_volume'));
  if (!statement) throw new Error('the standing read was not seen');
  return statement;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the open standing’s plan', () => {
  it('is planned once for any member, and looks the leg totals up by key', async () => {
    const demo = await sql<{ id: number; legs: number }>`
      select m.id, (select count(*)::int from tree_leg_volume) as legs
      from member m where m.login_name = 'demo'`.execute(t.db);
    const { id, legs } = demo.rows[0]!;
    // the demo company's open cycle has legs for most of its members: a table worth scanning
    expect(legs).toBeGreaterThan(500);
    const statement = await standingStatement(id);
    const values = sql.join(statement.parameters.map((v) => sql.lit(toLiteral(v))));
    await sql`analyze tree_leg_volume`.execute(t.db);
    await sql.raw(`prepare standing_plan as ${statement.sql}`).execute(t.db);
    try {
      // PostgreSQL weighs its own plan against the custom ones after five runs
      for (let run = 0; run < 8; run++) {
        await sql`execute standing_plan(${values})`.execute(t.db);
      }
      const kept = await sql<{ generic_plans: number }>`
        select generic_plans::int from pg_prepared_statements where name = 'standing_plan'`.execute(
        t.db,
      );
      expect(kept.rows[0]?.generic_plans).toBeGreaterThan(0);
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain execute standing_plan(${values})`.execute(t.db);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('tree_leg_volume_pkey');
      expect(text).not.toMatch(/Seq Scan on tree_leg_volume/);
    } finally {
      await sql`deallocate all`.execute(t.db);
    }
  });
});

/** A parameter as a SQL literal's value (arrays in PostgreSQL's text form). */
function toLiteral(value: unknown): string {
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
