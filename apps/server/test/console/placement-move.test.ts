import { cycleOf } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../auth/auth-helpers.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { refreshDirtyLegs } from '../../src/modules/organization/index.js';
import { childOf } from '../organization/tree-test-kit.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

type Member = Awaited<ReturnType<typeof createMember>>;

let t: TestApp;
let support: string;
let supportMy: string;
let finance: string;
// root ─L─ a ─L─ a1, a ─R─ a2; root ─R─ b ─L─ b1
let root: Member, a: Member, a1: Member, a2: Member, b: Member, b1: Member;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  root = await createMember(t.db, { login_name: 'pmRoot' });
  a = await childOf(t, root, 'L', { login_name: 'pmA' });
  b = await childOf(t, root, 'R', { login_name: 'pmB' });
  a1 = await childOf(t, a, 'L', { login_name: 'pmA1' });
  a2 = await childOf(t, a, 'R', { login_name: 'pmA2' });
  b1 = await childOf(t, b, 'L', { login_name: 'pmB1' });
  support = (await operatorSession(t, ['support'])).token;
  supportMy = (await operatorSession(t, ['support'], { companies: ['MY'] })).token;
  finance = (await operatorSession(t, ['finance'])).token;
});
afterAll(() => t.close());

const preview = (token: string, body: object) =>
  consoleCall(t, 'POST', '/placements/preview', { token, body });

function move(token: string, body: object, code?: string) {
  t.clock.advance(30_000);
  return consoleCall(t, 'POST', '/placements', {
    token,
    body: { reason: 'wrong leg at enrolment', code: code ?? codeNow(t), ...body },
  });
}

async function spot(id: number) {
  const { rows } = await sql<{
    placement_id: number | null;
    placement_side: string | null;
    depth: number;
  }>`select placement_id, placement_side, placement_depth as depth from member where id = ${id}`.execute(
    t.db,
  );
  return rows[0]!;
}

async function isUnder(x: number, v: number) {
  const { rows } = await sql<{ under: boolean }>`
    select tree_is_under('placement', ${x}, ${v}) as under`.execute(t.db);
  return rows[0]!.under;
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_entry')
    .selectAll()
    .where('target', '=', `member:${id}`)
    .where('action', '=', 'placement:move')
    .execute();

const marks = () =>
  t.db
    .selectFrom('tree_leg_dirty')
    .select('id')
    .where('company_code', '=', 'US')
    .where('cycle', '=', cycleOf(t.clock.now))
    .execute();

describe('placement moves from the console', () => {
  it('previews a move without changing anything, then moves the leaf', async () => {
    await t.db
      .insertInto('member_cycle_volume')
      .values({
        member_id: a1.id,
        cycle: cycleOf(t.clock.now),
        platform: 'bzz',
        order_type_code: 1,
        bv: 12_345n,
        updated_at: t.clock.now,
      })
      .execute();
    const target = { memberId: a1.id, parentId: b1.id, side: 'L' };
    const res = await preview(support, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      member: { id: a1.id, loginName: 'pmA1' },
      from: { parentId: a.id, parentLogin: 'pmA', side: 'L' },
      to: { parentId: b1.id, parentLogin: 'pmB1', side: 'L' },
      commonAncestor: { id: root.id, loginName: 'pmRoot', fromLeg: 'L', toLeg: 'R' },
      losing: ['pmA'],
      gaining: ['pmB1', 'pmB'],
      memberBv: '12345',
      cycle: cycleOf(t.clock.now),
    });
    expect(await spot(a1.id)).toEqual({ placement_id: a.id, placement_side: 'L', depth: 2 });
    expect(await auditOf(a1.id)).toEqual([]);

    const before = (await marks()).length;
    const done = await move(support, target);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.to).toEqual({ parentId: b1.id, parentLogin: 'pmB1', side: 'L' });
    expect(await spot(a1.id)).toEqual({ placement_id: b1.id, placement_side: 'L', depth: 3 });
    expect(await isUnder(a1.id, b.id)).toBe(true);
    expect(await isUnder(a1.id, a.id)).toBe(false);
    expect(await isUnder(a1.id, root.id)).toBe(true);
    expect((await marks()).length).toBeGreaterThan(before);
    const [entry] = await auditOf(a1.id);
    expect(entry).toMatchObject({
      permission: 'placement:move',
      company_code: 'US',
      reason: 'wrong leg at enrolment',
      before: { parentId: a.id, parentLogin: 'pmA', side: 'L' },
      after: { parentId: b1.id, parentLogin: 'pmB1', side: 'L' },
    });
    const log = await t.db
      .selectFrom('placement_log')
      .selectAll()
      .where('member_id', '=', a1.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ parent_id: b1.id, side: 'L', placed_by: expect.any(String) });
    // the refresh job takes the mark: the member's BV now counts in root's right leg
    await refreshDirtyLegs(t.db, t.clock.now);
    const legs = await t.db
      .selectFrom('tree_leg_volume')
      .select(['left_bv', 'right_bv'])
      .where('member_id', '=', root.id)
      .where('cycle', '=', cycleOf(t.clock.now))
      .executeTakeFirstOrThrow();
    expect([BigInt(legs.left_bv), BigInt(legs.right_bv)]).toEqual([0n, 12_345n]);
    expect(await marks()).toEqual([]);
  });

  it('places a member held in the holding tank', async () => {
    const held = await createMember(t.db, { sponsor_id: root.id, login_name: 'pmHeld' });
    await t.db
      .insertInto('placement_hold')
      .values({
        member_id: held.id,
        sponsor_id: root.id,
        held_at: t.clock.now,
        place_by: new Date(t.clock.now.getTime() + 7 * 86_400_000),
      })
      .execute();
    const target = { memberId: held.id, parentId: a2.id, side: 'R' };
    const res = await preview(support, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      from: null,
      commonAncestor: null,
      losing: [],
      gaining: ['pmA2', 'pmA', 'pmRoot'],
      memberBv: '0',
    });
    const done = await move(support, target);
    expect(done.statusCode, done.body).toBe(200);
    expect(await spot(held.id)).toEqual({ placement_id: a2.id, placement_side: 'R', depth: 3 });
    const hold = await t.db
      .selectFrom('placement_hold')
      .select('member_id')
      .where('member_id', '=', held.id)
      .execute();
    expect(hold).toEqual([]);
    const [entry] = await auditOf(held.id);
    expect(entry?.before).toMatchObject({ held: true });
  });

  it('refuses a cycle, a taken side, a member with a downline, another company', async () => {
    const refused = async (body: object, error: string) => {
      const res = await preview(support, body);
      expect(errorOf(res).data.error, res.body).toBe(error);
      expect(errorOf(res).msg).not.toBe(`error.${error}`);
      const moved = await move(support, body);
      expect(errorOf(moved).data.error, moved.body).toBe(error);
    };
    const c = await childOf(t, b, 'R', { login_name: 'pmC' });
    // into a's own downline, and a member under itself
    await refused({ memberId: a.id, parentId: a2.id, side: 'L' }, 'placementCycle');
    await refused({ memberId: c.id, parentId: c.id, side: 'L' }, 'placementCycle');
    await refused({ memberId: c.id, parentId: root.id, side: 'L' }, 'placementSideTaken');
    await refused({ memberId: b.id, parentId: a2.id, side: 'L' }, 'placementHasDownline');
    const my = await createMember(t.db, { company_code: 'MY', login_name: 'pmMy' });
    await refused({ memberId: c.id, parentId: my.id, side: 'L' }, 'placementOtherCompany');
    // a company's root without a downline is neither in a line nor held
    const alone = await createMember(t.db, { login_name: 'pmAlone' });
    await refused({ memberId: alone.id, parentId: c.id, side: 'L' }, 'notFound');
    expect(await spot(c.id)).toEqual({ placement_id: b.id, placement_side: 'R', depth: 2 });
    expect(await auditOf(c.id)).toEqual([]);
  });

  it("answers another company's operator notFound, and refuses a wrong code", async () => {
    const body = { memberId: a2.id, parentId: b1.id, side: 'R' };
    expect((await preview(supportMy, body)).statusCode).toBe(404);
    expect((await move(supportMy, body)).statusCode).toBe(404);
    const wrong = await move(support, body, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).data.error).toBe('totpInvalid');
    expect(await spot(a2.id)).toEqual({ placement_id: a.id, placement_side: 'R', depth: 2 });
    expect(await auditOf(a2.id)).toEqual([]);
  });

  it('refuses the finance role (no placement:move)', async () => {
    const body = { memberId: a2.id, parentId: b1.id, side: 'R' };
    expect((await preview(finance, body)).statusCode).toBe(403);
    expect((await move(finance, body)).statusCode).toBe(403);
    expect(await spot(a2.id)).toEqual({ placement_id: a.id, placement_side: 'R', depth: 2 });
  });
});
