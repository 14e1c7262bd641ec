import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeCycle,
  cycleName,
  cycleOf,
  lockCycle,
  previewCycle,
} from '../../src/modules/bonus/index.js';
import { sql } from 'kysely';
import { refreshLegs } from '../../src/modules/organization/index.js';
import { formatHundredths } from '../../src/modules/bonus/engine/rational.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';
import { AFTER_W37 as AFTER, recordOrders, seedNetwork, type OrderSpec } from './close-kit.js';

const W = (k: number) => cycleName(cycleOf(W37) + k);

// a strong left leg under root (a's 500 and c's 300 packages) against a weak right one, so
// root carries volume from cycle to cycle; b's package in W38 and e's rebuys keep the right alive
const ORDERS: OrderSpec[] = [
  ['root', '300', 10, 1],
  ['a', '500', 10, 1],
  ['b', '200', 10, 1],
  ['c', '300', 10, 2],
  ['d', '100', 10, 2],
  ['e', '100', 10, 3],
  ['f', '60', 30, 3],
  ['a', '60', 30, 8],
  ['b', '60', 30, 8],
  ['e', '60', 30, 9],
  ['c', '60', 30, 9],
  ['d', '300', 20, 10],
  ['root', '60', 30, 15],
  ['b', '60', 30, 15],
  ['e', '60', 30, 16],
];

let t: TestApp;
let ids: Map<string, number>;

const states = (cycle: string) =>
  t.db
    .selectFrom('bonus_member_cycle')
    .selectAll()
    .where('cycle', '=', cycle)
    .where('company_code', '=', 'US')
    .orderBy('member_id')
    .execute();

const teamTrail = async (cycle: string, memberId: number) => {
  const row = await t.db
    .selectFrom('bonus_line')
    .select('trail')
    .where('cycle', '=', cycle)
    .where('member_id', '=', memberId)
    .where('bonus_type', '=', 'team')
    .executeTakeFirst();
  const trail = typeof row?.trail === 'string' ? JSON.parse(row.trail) : row?.trail;
  return trail as Record<string, unknown> | undefined;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, ORDERS);
  for (const k of [0, 1, 2]) await closeCycle(t.db, 'US', W(k), AFTER, 'test');
});
afterAll(() => t.close());

describe('what a close leaves for the next cycle', () => {
  it('reads the carries the previous close wrote, over three cycles', async () => {
    const root = ids.get('root')!;
    let carried = false;
    for (const k of [1, 2]) {
      const before = (await states(W(k - 1))).find((s) => s.member_id === root)!;
      const trail = await teamTrail(W(k), root);
      carried ||= before.carry_left > 0n;
      if (!trail) continue;
      expect(trail.carryInLeft).toBe(formatHundredths(before.carry_left));
      expect(trail.carryInRight).toBe(formatHundredths(before.carry_right));
    }
    expect(carried).toBe(true);
  });

  it('writes ranks and highest awards into the member rows, never lowering them', async () => {
    const last = await states(W(2));
    const members = await t.db
      .selectFrom('member')
      .select(['id', 'rank_code', 'highest_award'])
      .where('company_code', '=', 'US')
      .execute();
    for (const s of last) {
      const m = members.find((r) => r.id === s.member_id)!;
      expect(m.rank_code).toBe(s.rank_code);
      expect(m.highest_award ?? '00').toBe(s.highest_award);
    }
    // a: 500 BV of packages → silver; d: 100 + 300 (upgrade) → silver
    expect(members.find((m) => m.id === ids.get('a'))!.rank_code).toBe('10');
    expect(members.find((m) => m.id === ids.get('d'))!.rank_code).toBe('10');
    // the highest award only grows from one cycle to the next
    const first = await states(W(0));
    for (const s of last) {
      const was = first.find((f) => f.member_id === s.member_id)!;
      expect(s.highest_award >= was.highest_award).toBe(true);
    }
  });

  it("fills each closed cycle's tree snapshot with the close's awards and carries", async () => {
    for (const k of [0, 1, 2]) {
      const snap = await t.db
        .selectFrom('tree_cycle_snapshot')
        .selectAll()
        .where('cycle', '=', W(k))
        .orderBy('member_id')
        .execute();
      const mine = await states(W(k));
      expect(snap.map((s) => s.member_id)).toEqual(mine.map((s) => s.member_id));
      for (const [i, s] of snap.entries()) {
        const want = mine[i]!;
        expect([s.paid_as_award, s.highest_award, s.active]).toEqual([
          want.paid_as_award,
          want.highest_award,
          want.active,
        ]);
        expect([s.carry_left, s.carry_right]).toEqual([want.carry_left, want.carry_right]);
        expect([s.left_bv, s.right_bv]).toEqual([want.left_bv, want.right_bv]);
      }
    }
  });

  it("takes the snapshot's legs from the close's own read: the tree's leg totals, marks dropped", async () => {
    for (const k of [0, 1, 2]) {
      expect(
        await t.db.selectFrom('tree_leg_dirty').select('id').where('cycle', '=', W(k)).execute(),
      ).toEqual([]);
      // the tree's own refresh, from the volume rows, as the close did before it passed its legs
      await refreshLegs(t.db, 'US', W(k), AFTER);
      const legs = await t.db
        .selectFrom('tree_leg_volume')
        .selectAll()
        .where('cycle', '=', W(k))
        .execute();
      const pbv = await t.db
        .selectFrom('member_cycle_volume')
        .select(['member_id', sql<string>`sum(bv)`.as('pbv')])
        .where('cycle', '=', W(k))
        .where('platform', '=', 'bzz')
        .groupBy('member_id')
        .execute();
      const snap = await t.db
        .selectFrom('tree_cycle_snapshot')
        .selectAll()
        .where('cycle', '=', W(k))
        .execute();
      expect(snap.length).toBe(ids.size);
      let counted = 0;
      for (const s of snap) {
        const l = legs.find((r) => r.member_id === s.member_id);
        const want = l
          ? [l.left_bv, l.right_bv, l.left_count, l.right_count].map(String)
          : ['0', '0', '0', '0'];
        expect([s.left_bv, s.right_bv, s.left_count, s.right_count].map(String)).toEqual(want);
        expect(String(s.pbv)).toBe(pbv.find((v) => v.member_id === s.member_id)?.pbv ?? '0');
        counted += s.left_count + s.right_count;
      }
      expect(counted).toBeGreaterThan(0);
    }
    // the last close's snapshot holds each member row as that close left it
    const rows = await t.db
      .selectFrom('member')
      .select(['id', 'rank_code', 'status'])
      .where('company_code', '=', 'US')
      .execute();
    const last = await t.db
      .selectFrom('tree_cycle_snapshot')
      .select(['member_id', 'rank_code', 'status', 'company_code'])
      .where('cycle', '=', W(2))
      .execute();
    expect(last.map((s) => [s.member_id, s.rank_code, s.status, s.company_code]).sort()).toEqual(
      rows.map((m) => [m.id, m.rank_code, m.status, 'US']).sort(),
    );
    expect(last.some((s) => s.rank_code !== '0')).toBe(true);
  });

  it('changes nothing on the member rows or the snapshot when a closed cycle is closed again', async () => {
    const read = async () => [
      await t.db.selectFrom('member').select(['id', 'rank_code', 'highest_award']).execute(),
      await t.db.selectFrom('tree_cycle_snapshot').selectAll().execute(),
    ];
    const before = await read();
    expect((await closeCycle(t.db, 'US', W(2), AFTER, 'test')).changed).toBe(false);
    expect(await read()).toEqual(before);
  });
});

describe('a locked cycle', () => {
  it("keeps its figures: a refund after the lock counts in the refund's cycle", async () => {
    const root = await createMember(t.db, { company_code: 'CA', rank_code: '20' });
    const kid = await createMember(t.db, {
      company_code: 'CA',
      sponsor_id: root.id,
      placement_id: root.id,
      placement_side: 'L',
    });
    const caIds = new Map([
      ['root', root.id],
      ['kid', kid.id],
    ]);
    await recordOrders(t.db, caIds, [
      ['root', '60', 30, 1],
      ['kid', '400', 10, 2],
    ]);
    const preview = await previewCycle(t.db, 'CA', W(0));
    expect(preview.totals.bonus).toBeDefined();
    expect((await lockCycle(t.db, 'CA', W(0), AFTER)).changed).toBe(true);
    // the kid's package is refunded during W38, after W37 was locked
    await recordOrders(t.db, caIds, [['kid', '400', 10, 9, 'bzz', true]]);
    const closed = await closeCycle(t.db, 'CA', W(0), AFTER, 'test');
    expect(closed.totals).toEqual(preview.totals);
    await closeCycle(t.db, 'CA', W(1), AFTER, 'test');
    const w38 = await t.db
      .selectFrom('bonus_line')
      .select(['amount_minor', 'adjustment_minor'])
      .where('cycle', '=', W(1))
      .where('member_id', '=', root.id)
      .where('bonus_type', '=', 'bonus')
      .executeTakeFirstOrThrow();
    expect([w38.amount_minor, w38.adjustment_minor]).toEqual([0n, -8000n]);
    // a company's first close starts from the member row's rank: gold stays gold
    const rank = await t.db
      .selectFrom('bonus_member_cycle')
      .select('rank_code')
      .where('cycle', '=', W(0))
      .where('member_id', '=', root.id)
      .executeTakeFirstOrThrow();
    expect(rank.rank_code).toBe('20');
  });
});
