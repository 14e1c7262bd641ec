import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';
import { AFTER_W37 as AFTER, recordOrders, seedNetwork, type OrderSpec } from './close-kit.js';

/**
 * The close is one transaction: when its last write (the notices) fails, none of the writes
 * before it (lines and member states, promotions, the tree snapshot, the journal) is left
 * behind, and the cycle closes once the cause is gone.
 */
const W = cycleName(cycleOf(W37));
const ORDERS: OrderSpec[] = [
  ['root', '300', 10, 1],
  ['a', '500', 10, 1],
  ['b', '200', 10, 1],
  ['c', '300', 10, 2],
  ['e', '60', 30, 3],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { ids } = await seedNetwork(t.db, 'US');
  await recordOrders(t.db, ids, ORDERS);
});
afterAll(() => t.close());

/** What a close of W leaves anywhere, table by table. */
const leftBehind = async () => {
  const count = async (query: RawBuilder<{ n: string }>) =>
    Number((await query.execute(t.db)).rows[0]!.n);
  return {
    lines: await count(sql`select count(*) as n from bonus_line where cycle = ${W}`),
    states: await count(sql`select count(*) as n from bonus_member_cycle where cycle = ${W}`),
    snapshot: await count(sql`select count(*) as n from tree_cycle_snapshot where cycle = ${W}`),
    journals: await count(
      sql`select count(*) as n from journal_entry where ref_type = 'bonusCycle' and ref_id = ${W}`,
    ),
    ranked: await count(sql`select count(*) as n from member where rank_code <> '0'`),
    closed: await count(
      sql`select count(*) as n from bonus_cycle where cycle = ${W} and state = 'closed'`,
    ),
  };
};

describe('a close that fails part way', () => {
  it('leaves nothing written when one of its writes fails, and closes once it no longer does', async () => {
    const before = await leftBehind();
    await sql`create function refuse_notices() returns trigger language plpgsql as
      $$ begin raise exception 'no notices today'; end $$`.execute(t.db);
    await sql`create trigger refuse_notices before insert on message
      for each statement execute function refuse_notices()`.execute(t.db);
    await expect(closeCycle(t.db, 'US', W, AFTER, 'test')).rejects.toThrow(/no notices today/);
    expect(await leftBehind()).toEqual({ ...before, lines: 0, states: 0, snapshot: 0 });
    expect(before.closed).toBe(0);

    await sql`drop trigger refuse_notices on message`.execute(t.db);
    const outcome = await closeCycle(t.db, 'US', W, AFTER, 'test');
    expect(outcome.changed).toBe(true);
    const after = await leftBehind();
    expect(after.lines).toBeGreaterThan(0);
    expect(after.states).toBeGreaterThan(0);
    expect(after.snapshot).toBe(after.states);
    expect(after).toMatchObject({ journals: 1, closed: 1 });
    expect(after.ranked).toBeGreaterThan(before.ranked);
  });
});
