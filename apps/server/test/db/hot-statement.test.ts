import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../src/db/client.js';
import { hotStatement } from '../../src/db/hot-statement.js';
import { inTransaction } from '../../src/db/transaction.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byLoginName = hotStatement((db) =>
  db.selectFrom('member').select(['id', 'login_name']).where('login_name', '=', '').compile(),
);

describe('a hot statement', () => {
  it('runs on the pool on PostgreSQL and through Kysely on the embedded engine', () => {
    expect(poolOf(t.db) !== undefined).toBe(TEST_PG_URL !== undefined);
  });

  it('answers as Kysely does, with the house value types (int8 as bigint)', async () => {
    const member = await createMember(t.db, { login_name: 'hot_statement_1' });
    const rows = await byLoginName.rows(t.db, ['hot_statement_1']);
    expect(rows).toEqual([{ id: member.id, login_name: 'hot_statement_1' }]);
    expect(await byLoginName.rows(t.db, ['nobody_here'])).toEqual([]);
    const { rows: viaKysely } = await sql<{ n: bigint }>`select 7::int8 as n`.execute(t.db);
    expect(typeof viaKysely[0]!.n).toBe('bigint');
  });

  it('runs inside the caller’s transaction when given one: it sees that transaction’s rows', async () => {
    const seen = await inTransaction(t.db, async (trx) => {
      await trx
        .updateTable('member')
        .set({ login_name: 'hot_statement_renamed' })
        .where('login_name', '=', 'hot_statement_1')
        .execute();
      const inside = await byLoginName.rows(trx, ['hot_statement_renamed']);
      // the embedded engine has one connection, which the transaction holds until it ends
      const outside = poolOf(t.db) ? await byLoginName.rows(t.db, ['hot_statement_renamed']) : [];
      return { inside: inside.length, outside: outside.length };
    });
    // another connection of the pool cannot see the uncommitted rename; the transaction can
    expect(seen).toEqual({ inside: 1, outside: 0 });
    expect(await byLoginName.rows(t.db, ['hot_statement_renamed'])).toHaveLength(1);
  });
});
