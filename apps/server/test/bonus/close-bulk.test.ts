import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf, type CycleResult } from '../../src/modules/bonus/index.js';
import type { LeftOnTableJson } from '../../src/modules/bonus/close/bonus.tables.js';
import { computeFromDb } from '../../src/modules/bonus/close/close-compute.js';
import { verifyLedger } from '../../src/modules/ledger/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';

/**
 * The close's bulk writes (unnest slices, the journal's postings from arrays, the commit check
 * once per entry) write exactly what the engine computed, at a size where slices, hundreds of
 * postings and the check's cost show: a binary tree of 3,000 members with volume in the cycle
 * and the three before, as bench:bonus makes it.
 */
const N = 3_000;
const CYCLE = cycleOf(W37);
const NAME = cycleName(CYCLE);
const AFTER = new Date(W37 + 3 * 7 * 86_400_000);

let t: TestApp;
let base = 0;
let expected: CycleResult;
let phases: Record<string, number> = {};
const idOf = (k: number) => base + k; // heap numbering: k's parent is k >> 1

async function seedTree() {
  await createCompany(t.db, { code: 'US' });
  const top = await sql<{ m: number }>`select coalesce(max(id), 0)::int as m from member`.execute(
    t.db,
  );
  base = top.rows[0]!.m + 1000;
  const path = (k: number): string => (k === 1 ? `/${idOf(1)}/` : `${path(k >> 1)}${idOf(k)}/`);
  // level by level, so each member's parent is there when the tree trigger reads it
  for (let from = 1; from <= N; from *= 2) {
    const ks = Array.from({ length: Math.min(from * 2, N + 1) - from }, (_, i) => from + i);
    await sql`
      insert into member (id, login_name, company_code, member_type, first_name, last_name,
        user_name, status, sponsor_id, sponsor_path, placement_id, placement_side, placement_path,
        password_hash)
      select id, 'bulk' || id, 'US', 'D', 'Bulk', 'M' || id, 'Bulk ' || id, 10, p, path, p, s,
        path, 'x'
      from unnest(${ks.map(idOf)}::int[], ${ks.map((k) => (k > 1 ? idOf(k >> 1) : null))}::int[],
        ${ks.map((k) => (k > 1 ? (k & 1 ? 'R' : 'L') : null))}::text[], ${ks.map(path)}::text[])
        as u(id, p, s, path)`.execute(t.db);
  }
  await sql`select setval(pg_get_serial_sequence('member', 'id'), ${idOf(N) + 1})`.execute(t.db);
  const before = [1, 2, 3].map((k) => cycleName(CYCLE - k));
  await sql`
    insert into member_cycle_volume (member_id, cycle, platform, order_type_code, bv)
    select id, ${NAME}, 'bzz', case when id % 10 = 0 then 10 else 30 end, 2000 + (id::bigint * 7919) % 30000
      from generate_series(${idOf(1)}::int, ${idOf(N)}::int) id
    union all
    select id, ${NAME}, 'bzz', 40, (id::bigint * 104729) % 8000
      from generate_series(${idOf(1)}::int, ${idOf(N)}::int) id
    union all
    select id, c, 'bzz', 30, 1000 + (id::bigint * 31) % 9000
      from generate_series(${idOf(1)}::int, ${idOf(N)}::int) id, unnest(${before}::text[]) c`.execute(
    t.db,
  );
}

const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)));

beforeAll(async () => {
  t = await createTestApp();
  await seedTree();
  expected = (await computeFromDb(t.db, 'US', CYCLE)).result;
  await closeCycle(t.db, 'US', NAME, AFTER, 'test', { onPhases: (ms) => (phases = ms) });
}, 240_000);
afterAll(() => t.close());

describe('a close of 3,000 members written in bulk', () => {
  it("writes the lines with their trails in member order (each member's in the engine's order), and every left line", async () => {
    expect(expected.lines.length).toBeGreaterThan(100);
    const lines = await t.db
      .selectFrom('bonus_line')
      .select(['member_id', 'bonus_type', 'amount_minor', 'adjustment_minor', 'trail'])
      .where('cycle', '=', NAME)
      .orderBy('id')
      .execute();
    const inMemberOrder = expected.lines
      .map((l, i) => ({ l, i }))
      .sort((a, b) => Number(a.l.memberId) - Number(b.l.memberId) || a.i - b.i)
      .map(({ l }) => l);
    expect(lines).toEqual(
      inMemberOrder.map((l) => ({
        member_id: Number(l.memberId),
        bonus_type: l.type,
        amount_minor: l.amountMinor,
        adjustment_minor: l.adjustmentMinor ?? 0n,
        trail: json(l.explain()),
      })),
    );
    const key = (r: { member_id: number; bonus_type: string; rule: string }) =>
      `${r.member_id} ${r.bonus_type} ${r.rule}`;
    const rows = await t.db
      .selectFrom('bonus_member_cycle')
      .select(['member_id', 'left_on_table'])
      .where('cycle', '=', NAME)
      .execute();
    const left = rows.flatMap((r) =>
      (r.left_on_table as LeftOnTableJson[]).map((l) => ({
        member_id: r.member_id,
        bonus_type: l.type,
        rule: l.rule,
        amount_bv: l.amountBv ?? null,
        volume: l.volume ?? null,
      })),
    );
    const want = expected.leftOnTable().map((l) => ({
      member_id: Number(l.memberId),
      bonus_type: l.type,
      rule: l.rule,
      amount_bv: l.amountBv ?? null,
      volume: l.volume ?? null,
    }));
    expect(want.length).toBeGreaterThan(1000);
    const sort = <T extends Parameters<typeof key>[0]>(rows: T[]) =>
      [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(left)).toEqual(sort(want));
    const states = await t.db
      .selectFrom('bonus_member_cycle')
      .select(['member_id', 'left_bv', 'right_bv'])
      .where('cycle', '=', NAME)
      .orderBy('member_id')
      .execute();
    expect(states).toHaveLength(N);
    expect(states.find((s) => s.member_id === idOf(1))).toEqual({
      member_id: idOf(1),
      left_bv: expected.facts.leftVolume[0],
      right_bv: expected.facts.rightVolume[0],
    });
  });

  it('posts one balanced journal crediting each member their lines, and ledger:verify passes', async () => {
    const perMember = new Map<string, bigint>();
    let total = 0n;
    for (const l of expected.lines) {
      if (l.amountMinor === 0n) continue;
      const k = `${l.memberId} ${l.type === 'world plan bonus' ? 'worldplan' : 'bonus'}`;
      perMember.set(k, (perMember.get(k) ?? 0n) + l.amountMinor);
      total += l.amountMinor;
    }
    const postings = await t.db
      .selectFrom('posting as p')
      .innerJoin('journal_entry as j', 'j.id', 'p.entry_id')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['a.member_id', 'a.kind', 'p.amount', 'p.balance_after'])
      .where('j.type', '=', 'bonusClose')
      .where('j.ref_id', '=', NAME)
      .execute();
    const credits = postings.filter((p) => p.member_id !== null);
    expect(postings.length).toBe(credits.length + 1);
    expect(Object.fromEntries(credits.map((p) => [`${p.member_id} ${p.kind}`, p.amount]))).toEqual(
      Object.fromEntries(perMember),
    );
    expect(credits.every((p) => p.balance_after === p.amount)).toBe(true);
    expect(postings.find((p) => p.member_id === null)!.amount).toBe(-total);
    expect(await verifyLedger(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('gives each left line exactly once when they are read a slice of members at a time', () => {
    const whole = new Map<string, string[]>();
    for (const l of expected.leftOnTable()) {
      const k = l.memberId;
      whole.set(k, [...(whole.get(k) ?? []), `${l.type}|${l.rule}|${l.amountBv}|${l.volume}`]);
    }
    const sliced = new Map<string, string[]>();
    for (let from = 0; from < N; from += 97) {
      expected.eachLeftLine(from, Math.min(from + 97, N), (i, type, rule, value) => {
        expect(i >= from && i < from + 97).toBe(true);
        const k = String(idOf(i + 1));
        const line = `${type}|${rule}|${value && 'amountBv' in value ? value.amountBv : undefined}|${value && 'volume' in value ? value.volume : undefined}`;
        sliced.set(k, [...(sliced.get(k) ?? []), line]);
      });
    }
    expect(sliced.size).toBeGreaterThan(1000);
    // a member's lines in the same order as read whole: rule by rule
    expect(Object.fromEntries(sliced)).toEqual(Object.fromEntries(whole));
  });

  it('reports how long each step of the close took', () => {
    expect(Object.keys(phases)).toEqual(
      expect.arrayContaining([
        'compute',
        'lines',
        'memberStates',
        'treeSnapshot',
        'journal',
        'followUp',
        'commit',
      ]),
    );
    expect(Object.values(phases).every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
  });

  it('refuses close rows naming a member or a cycle that does not exist (migrations 0038, 0081)', async () => {
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'stored',
        (e: { code?: string }) => e.code,
      );
    const nobody = idOf(N) + 50_000;
    const state = (memberId: number, cycle: string) =>
      sql`insert into bonus_member_cycle (company_code, cycle, member_id, rank_code, active,
          paid_as_award, qualified_award, highest_award, cumulative_package_bv, carry_left,
          carry_right, left_bv, right_bv, qualified_history, paid_as_history)
        values ('US', ${cycle}, ${memberId}, '0', false, '00', '00', '00', 0, 0, 0, 0, 0, '', '')`.execute(
        t.db,
      );
    expect(await refusal(state(nobody, NAME))).toBe('23503');
    expect(await refusal(state(idOf(1), cycleName(CYCLE + 5)))).toBe('23503');
    const line = sql`insert into bonus_line (company_code, cycle, member_id, bonus_type,
        amount_minor, adjustment_minor, trail)
      values ('US', ${NAME}, ${nobody}, 'test', 0, 0, '{}')`.execute(t.db);
    expect(await refusal(line)).toBe('23503');
    const lineElsewhen = sql`insert into bonus_line (company_code, cycle, member_id, bonus_type,
        amount_minor, adjustment_minor, trail)
      values ('US', ${cycleName(CYCLE + 5)}, ${idOf(1)}, 'test', 0, 0, '{}')`.execute(t.db);
    expect(await refusal(lineElsewhen)).toBe('23503');
    const snapshot = sql`insert into tree_cycle_snapshot (cycle, member_id, company_code,
        rank_code, status, active) values (${NAME}, ${nobody}, 'US', '0', 10, true)`.execute(t.db);
    expect(await refusal(snapshot)).toBe('23503');
    const legs = sql`insert into tree_leg_volume (member_id, cycle, refreshed_at)
      values (${nobody}, ${NAME}, now())`.execute(t.db);
    expect(await refusal(legs)).toBe('23503');
    const moved = sql`update bonus_member_cycle set member_id = ${nobody}
      where cycle = ${NAME} and member_id = ${idOf(1)}`.execute(t.db);
    expect(await refusal(moved)).toBe('23503');
    // the other direction: a member or cycle with close rows cannot be deleted
    const loner = await createMember(t.db, { company_code: 'US' });
    expect(await refusal(state(loner.id, NAME))).toBe('stored');
    const message = (p: Promise<unknown>) =>
      p.then(
        () => 'deleted',
        (e: Error) => e.message,
      );
    const gone = sql`delete from member where id = ${loner.id}`.execute(t.db);
    expect(await message(gone)).toMatch(/still referenced by the cycle close/);
    const cycleGone = sql`delete from bonus_cycle where cycle = ${NAME}`.execute(t.db);
    expect(await message(cycleGone)).toMatch(/still referenced by the cycle close/);
    // a row naming what exists is stored
    const fine = sql`update bonus_member_cycle set rank_code = rank_code
      where cycle = ${NAME} and member_id = ${idOf(1)}`.execute(t.db);
    expect(await refusal(fine)).toBe('stored');
  });
});
