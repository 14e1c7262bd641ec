import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createMember } from '../helpers/factories.js';
import { outcome } from '../helpers/outcome.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Migration 0084: the close's result rows check their members by the range their ids span (a
 * full range of members needs no probe per row), by the few ids missing from it, or by a probe
 * per row when the range is wide for its rows or many ids are missing from it. Each way must
 * refuse a row naming a member that does not exist: one id missing in the middle of an
 * otherwise full range, a duplicated id, ids outside every member, a wide range of few rows,
 * and a range with more missing ids than are listed.
 */
let t: TestApp;
let base = 0;
const CYCLES = ['2026-W01', '2026-W02', '2026-W03'];
/**
 * members base+1 … base+9 but base+5, and BLOCK members from base+FAR on (nearly 12,000 ids
 * missing before them: more than the check lists)
 */
const at = (k: number) => base + k;
const FAR = 12_000;
const BLOCK = 6_000;
const block = () => Array.from({ length: BLOCK }, (_, i): [number, number] => [at(FAR) + i, 0]);

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  const top = await sql<{ m: number }>`select coalesce(max(id), 0)::int as m from member`.execute(
    t.db,
  );
  base = top.rows[0]!.m + 1000;
  for (const k of [1, 2, 3, 4, 6, 7, 8, 9]) await createMember(t.db, { id: at(k) });
  await sql`
    insert into member (id, login_name, company_code, member_type, first_name, last_name,
      user_name, status, sponsor_path, placement_path, password_hash)
    select id, 'block' || id, 'US', 'D', 'Block', 'M' || id, 'Block ' || id, 10, '/' || id || '/',
      '/' || id || '/', 'x'
    from generate_series(${at(FAR)}::int, ${at(FAR) + BLOCK - 1}::int) id`.execute(t.db);
  await t.db
    .insertInto('bonus_cycle')
    .values(
      CYCLES.map((cycle, i) => ({ company_code: 'US', cycle, cycle_no: i + 1, state: 'open' })),
    )
    .execute();
});
afterAll(() => t.close());

type Table = 'bonus_member_cycle' | 'bonus_line' | 'tree_cycle_snapshot' | 'tree_leg_volume';
const TABLES: Table[] = [
  'bonus_member_cycle',
  'bonus_line',
  'tree_cycle_snapshot',
  'tree_leg_volume',
];

/** one row per [member, cycle index]: the same member twice is a duplicated id in two cycles */
function insert(table: Table, rows: [number, number][]) {
  const ids = rows.map(([m]) => m);
  const cycles = rows.map(([, c]) => CYCLES[c]!);
  const u = sql`unnest(${ids}::int[], ${cycles}::text[]) u(member_id, cycle)`;
  switch (table) {
    case 'bonus_member_cycle':
      return sql`insert into bonus_member_cycle (company_code, cycle, member_id, rank_code, active,
          paid_as_award, qualified_award, highest_award, cumulative_package_bv, carry_left,
          carry_right, left_bv, right_bv, qualified_history, paid_as_history)
        select 'US', cycle, member_id, 'M', true, '', '', '', 0, 0, 0, 0, 0, '', '' from ${u}`;
    case 'bonus_line':
      return sql`insert into bonus_line (company_code, cycle, member_id, bonus_type, amount_minor,
          trail)
        select 'US', cycle, member_id, 'bonus', 0, '{}' from ${u}`;
    case 'tree_cycle_snapshot':
      return sql`insert into tree_cycle_snapshot (cycle, member_id, company_code, rank_code, status,
          active)
        select cycle, member_id, 'US', 'M', 10, true from ${u}`;
    case 'tree_leg_volume':
      return sql`insert into tree_leg_volume (member_id, cycle, refreshed_at)
        select member_id, cycle, now() from ${u}`;
  }
}

const ROLLBACK = new Error('rolled back');
/** the statement's outcome, with what it stored rolled back (each case starts from none) */
const attempt = (table: Table, rows: [number, number][], moveTo?: number) =>
  outcome(
    t.db.transaction().execute(async (trx) => {
      await insert(table, rows).execute(trx);
      if (moveTo !== undefined) {
        await sql`update ${sql.table(table)} set member_id = ${moveTo}
          where member_id = ${rows[0]![0]}`.execute(trx);
      }
      throw ROLLBACK;
    }),
  ).then((o) => (o === `undefined: ${ROLLBACK.message}` ? 'stored' : o));

describe.each(TABLES)("%s's members (migration 0084)", (table) => {
  const refused = new RegExp(`^23503: ${table} names a member that does not exist`);

  it('stores rows whose range of members is full, duplicates included', async () => {
    expect(
      await attempt(
        table,
        [1, 2, 3, 4].map((k) => [at(k), 0]),
      ),
    ).toBe('stored');
    expect(
      await attempt(table, [
        [at(2), 0],
        [at(2), 1],
        [at(3), 2],
        [at(2), 2],
      ]),
    ).toBe('stored');
    expect(await attempt(table, [[at(7), 0]])).toBe('stored');
  });

  it('refuses the one missing id in the middle of a range, alone or duplicated', async () => {
    expect(
      await attempt(
        table,
        [4, 5, 6].map((k) => [at(k), 0]),
      ),
    ).toMatch(refused);
    expect(
      await attempt(
        table,
        [3, 4, 5, 6, 7, 8].map((k) => [at(k), 0]),
      ),
    ).toMatch(refused);
    expect(await attempt(table, [[at(5), 0]])).toMatch(refused);
    expect(
      await attempt(table, [
        [at(5), 0],
        [at(5), 1],
      ]),
    ).toMatch(refused);
    expect(
      await attempt(table, [
        [at(4), 0],
        [at(5), 0],
        [at(5), 1],
        [at(6), 2],
      ]),
    ).toMatch(refused);
  });

  it('stores rows around a missing id that none of them names', async () => {
    expect(
      await attempt(table, [
        [at(4), 0],
        [at(6), 0],
        [at(4), 1],
        [at(9), 2],
      ]),
    ).toBe('stored');
  });

  it('refuses ids beyond every member, at either end of the range', async () => {
    expect(
      await attempt(table, [
        [at(1), 0],
        [at(9) + 5000, 0],
      ]),
    ).toMatch(refused);
    expect(
      await attempt(table, [
        [-7, 0],
        [at(1), 0],
      ]),
    ).toMatch(refused);
    expect(await attempt(table, [[at(FAR) + BLOCK, 0]])).toMatch(refused);
  });

  it('checks a wide range of few rows by a probe per row', async () => {
    expect(
      await attempt(table, [
        [at(1), 0],
        [at(9), 0],
        [at(FAR), 0],
      ]),
    ).toBe('stored');
    expect(
      await attempt(table, [
        [at(1), 0],
        [at(5), 0],
        [at(FAR), 0],
      ]),
    ).toMatch(refused);
    expect(
      await attempt(table, [
        [at(1), 0],
        [at(FAR) - 1, 0],
        [at(FAR), 0],
      ]),
    ).toMatch(refused);
  });

  it('checks a range with more missing ids than it lists by a probe per row', async () => {
    expect(await attempt(table, [[at(1), 1], ...block()])).toBe('stored');
    expect(await attempt(table, [[at(1), 1], [at(5), 1], ...block()])).toMatch(refused);
    expect(await attempt(table, [[at(FAR) - 1, 1], [at(1), 1], ...block()])).toMatch(refused);
  });

  it('refuses an update that moves a row to a member that does not exist', async () => {
    expect(
      await attempt(
        table,
        [
          [at(4), 0],
          [at(6), 0],
        ],
        at(7),
      ),
    ).toBe('stored');
    expect(
      await attempt(
        table,
        [
          [at(4), 0],
          [at(6), 0],
        ],
        at(5),
      ),
    ).toMatch(refused);
  });
});
