import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRows } from './insert-rows.js';
import type { Database } from './schema.js';

// compiles only: the text and parameters a statement would send to PostgreSQL
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const at = new Date('2026-12-07T10:00:00Z');
const event = {
  order_id: 7,
  at,
  actor: 'member' as const,
  actor_ref: '12',
  from_status: null,
  to_status: 0,
  note: 'placed',
};

/** a CTE carrying `body`, compiled: the way the checkout's statements use insertRows */
const carried = (body: unknown) =>
  db
    .with('w', () => body as never)
    .selectNoFrom(sql<number>`1`.as('done'))
    .compile();

describe('insertRows', () => {
  it("writes the insert builder's text and parameters, as a statement and as a CTE", () => {
    const built = db.insertInto('order_event').values(event).compile();
    const templated = insertRows('order_event', [event]).compile(db);
    expect(templated.sql).toBe(built.sql);
    expect(templated.parameters).toEqual(built.parameters);
    const cte = carried(insertRows('order_event', [event], { cte: true }));
    const builtCte = db
      .with('w', (q) => q.insertInto('order_event').values(event))
      .selectNoFrom(sql<number>`1`.as('done'))
      .compile();
    expect(cte.sql).toBe(builtCte.sql);
    expect(cte.parameters).toEqual(builtCte.parameters);
  });

  it('leaves a cell a row does not give to its default, and an expression in place', () => {
    const idOf = sql<number>`(select id from o)`;
    const rows = [
      { product_sku_id: 3, qty: 1, created_at: at, order_id: idOf },
      { product_sku_id: 4, qty: 2, created_at: undefined, order_id: idOf },
    ];
    const built = db.insertInto('stock_reservation').values(rows).returning('id').compile();
    const templated = insertRows('stock_reservation', rows, { tail: 'returning "id"' }).compile(db);
    expect(templated.sql).toBe(built.sql);
    expect(templated.sql).toContain('(select id from o)), ($');
    expect(templated.sql).toContain('default');
    expect(templated.parameters).toEqual([3, 1, at, 4, 2]);
  });

  it('keeps one text per shape, and the values of each call', () => {
    const first = insertRows('order_event', [event]).compile(db);
    const second = insertRows('order_event', [{ ...event, order_id: 8, note: null }]).compile(db);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual([8, at, 'member', '12', null, 0, null]);
    const shorter = insertRows('order_event', [{ ...event, note: undefined }]).compile(db);
    expect(shorter.sql).not.toBe(first.sql);
    expect(shorter.sql).toBe(
      db
        .insertInto('order_event')
        .values({ ...event, note: undefined })
        .compile().sql,
    );
    // as many columns, other ones: another text
    const other = { ...event, from_status: undefined };
    const otherText = insertRows('order_event', [other]).compile(db).sql;
    expect(otherText).toBe(db.insertInto('order_event').values(other).compile().sql);
    expect(otherText).not.toBe(shorter.sql);
  });

  it('refuses no rows and a builder callback', () => {
    expect(() => insertRows('order_event', [])).toThrow(/no rows/);
    const callback = { ...event, note: () => sql`'x'` } as unknown as typeof event;
    expect(() => insertRows('order_event', [callback])).toThrow(/callback/);
  });
});
