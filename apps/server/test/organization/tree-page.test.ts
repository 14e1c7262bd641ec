import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrderVolume, refreshDirtyLegs } from '../../src/modules/organization/index.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { childOf, treeCall } from './tree-test-kit.js';

let t: TestApp;
let me: { token: string; member: { id: number } };
let left: { id: number };
let right: { id: number };
let deep: { id: number };
let stranger: { token: string; member: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  const root = await createMember(t.db, { company_code: 'US' });
  me = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'L' });
  stranger = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'R' });
  left = await childOf(t, me.member, 'L', { login_name: 'alice_1', user_name: 'Alice Tan' });
  right = await childOf(t, me.member, 'R', { login_name: 'bob', user_name: 'Bob 100%' });
  // a chain of 5 under the left child: the page stops after 4 levels
  let parent = left;
  for (let i = 0; i < 5; i++) parent = await childOf(t, parent, 'L');
  deep = parent;
  await t.db.transaction().execute(async (trx) => {
    const paidAt = t.clock.now;
    await recordOrderVolume(trx, {
      memberId: deep.id,
      paidAt,
      platform: 'bzz',
      orderType: 30,
      bvHundredths: 12_345n,
    });
    await recordOrderVolume(trx, {
      memberId: right.id,
      paidAt,
      platform: 'bzz',
      orderType: 40,
      bvHundredths: 5_000n,
    });
    // a refund counts negative; world-plan volume is no leg volume
    await recordOrderVolume(trx, {
      memberId: right.id,
      paidAt,
      platform: 'bzz',
      orderType: 40,
      bvHundredths: -1_000n,
    });
    await recordOrderVolume(trx, {
      memberId: right.id,
      paidAt,
      platform: 'wpm',
      orderType: 40,
      bvHundredths: 9_999n,
    });
  });
  await refreshDirtyLegs(t.db, t.clock.now);
});
afterAll(() => t.close());

describe('tree page', () => {
  it('shows four levels from oneself with leg volumes and counts', async () => {
    const res = await treeCall(t, me.token, 'page');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      tree: 'placement',
      asOf: false,
      rootId: me.member.id,
      upId: null,
    });
    expect(page.factsAt).not.toBeNull();
    expect(Math.max(...page.nodes.map((n: { level: number }) => n.level))).toBe(3);
    const root = page.nodes[0];
    expect(root).toMatchObject({
      id: me.member.id,
      leftBv: '123.45',
      rightBv: '40.00',
      leftCount: 6,
      rightCount: 1,
      // before a first close: no paid-as award yet, nothing carried
      paidAsAward: '00',
      carryLeft: '0.00',
      childCount: 2,
      shownChildren: 2,
    });
  });

  it('opens a node of the downline with the way up, but never above oneself', async () => {
    const res = await treeCall(t, me.token, 'page', { root: String(left.id) });
    expect(res.json().data).toMatchObject({ rootId: left.id, upId: me.member.id });
    const sponsor = await treeCall(t, me.token, 'page', {}, 'sponsor');
    expect(sponsor.json().data).toMatchObject({ tree: 'sponsor', upId: null });
  });

  it('answers a node outside the downline like a missing one', async () => {
    const foreign = await treeCall(t, me.token, 'page', { root: String(stranger.member.id) });
    const missing = await treeCall(t, me.token, 'page', { root: '2000000001' });
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json().data.error).toBe('treeNodeNotFound');
    expect(missing.json().data.error).toBe('treeNodeNotFound');
    const other = await signedIn(t, { company_code: 'MY' });
    const cross = await treeCall(t, other.token, 'page', { root: String(me.member.id) });
    expect(cross.json().data.error).toBe('treeNodeNotFound');
  });

  it('refuses bad input', async () => {
    const badTree = await treeCall(t, me.token, 'page', {}, 'binary');
    expect(badTree.statusCode).toBe(400);
    const badRoot = await treeCall(t, me.token, 'page', { root: 'x' });
    expect(badRoot.statusCode).toBe(400);
    const badCycle = await treeCall(t, me.token, 'page', { cycle: '2026-48' });
    expect(badCycle.statusCode).toBe(400);
    const noToken = await treeCall(t, null, 'page');
    expect(noToken.statusCode).toBe(401);
  });

  it('says when a cycle has no snapshot', async () => {
    const res = await treeCall(t, me.token, 'page', { cycle: '2020-W01' }, 'placement', 'zh-CN');
    expect(res.json().data.error).toBe('treeCycleNoSnapshot');
    expect(res.json().msg).toContain('2020-W01');
  });
});

describe('more children', () => {
  it('pages the children of a downline node and hides foreign ones', async () => {
    const res = await treeCall(t, me.token, 'children', { parent: String(me.member.id) });
    expect(res.json().data).toMatchObject({ total: 2, offset: 0 });
    expect(res.json().data.nodes.map((n: { id: number }) => n.id)).toEqual([left.id, right.id]);
    const past = await treeCall(t, me.token, 'children', {
      parent: String(me.member.id),
      offset: '2',
    });
    expect(past.json().data.nodes).toEqual([]);
    const foreign = await treeCall(t, me.token, 'children', {
      parent: String(stranger.member.id),
    });
    expect(foreign.json().data.error).toBe('treeNodeNotFound');
    const bad = await treeCall(t, me.token, 'children', { parent: '1', offset: '-1' });
    expect(bad.statusCode).toBe(400);
  });
});
