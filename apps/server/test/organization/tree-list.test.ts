import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTreeCycle } from '../../src/modules/organization/index.js';
import { cycleBefore, cycleOf } from '@portal/contract';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { childOf, treeCall } from './tree-test-kit.js';

let t: TestApp;
let me: { token: string; member: { id: number } };
let stranger: { token: string; member: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  const root = await createMember(t.db, { company_code: 'US' });
  me = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'L' });
  stranger = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'R' });
  const left = await childOf(t, me.member, 'L', { login_name: 'alice_1', user_name: 'Alice Tan' });
  await childOf(t, me.member, 'R', { login_name: 'bob', user_name: 'Bob 100% Lee', status: 30 });
  // spill-over: sponsored by the root, placed in my left leg
  await createMember(t.db, {
    login_name: 'aliceX1',
    user_name: 'Carol',
    sponsor_id: root.id,
    placement_id: left.id,
    placement_side: 'L',
  });
  await childOf(t, stranger.member, 'L', { login_name: 'alice_2', user_name: 'Alice Outside' });
});
afterAll(() => t.close());

const logins = (res: { json(): { data: { list: { loginName: string }[] } } }) =>
  res
    .json()
    .data.list.map((r) => r.loginName)
    .sort();

describe('downline list and search', () => {
  it('lists only the downline of the tree asked for', async () => {
    const placement = await treeCall(t, me.token, 'list');
    expect(placement.statusCode).toBe(200);
    expect(logins(placement)).toEqual(['aliceX1', 'alice_1', 'bob']);
    expect(placement.json().data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    const sponsor = await treeCall(t, me.token, 'list', {}, 'sponsor');
    expect(logins(sponsor)).toEqual(['alice_1', 'bob']);
  });

  it('matches a prefix of the login or the name, wildcards literally', async () => {
    const prefix = await treeCall(t, me.token, 'list', { q: 'ALICE_' });
    expect(logins(prefix)).toEqual(['alice_1']);
    const name = await treeCall(t, me.token, 'list', { q: 'BOB 100%' });
    expect(logins(name)).toEqual(['bob']);
    const none = await treeCall(t, me.token, 'list', { q: 'Al_ce' });
    expect(none.json().data).toMatchObject({ total: 0, list: [] });
  });

  it('filters by direct sponsorship, status and leg, and pages', async () => {
    expect(logins(await treeCall(t, me.token, 'list', { direct: 'true' }))).toEqual([
      'alice_1',
      'bob',
    ]);
    expect(logins(await treeCall(t, me.token, 'list', { status: '30' }))).toEqual(['bob']);
    expect(logins(await treeCall(t, me.token, 'list', { side: 'L' }))).toEqual([
      'aliceX1',
      'alice_1',
    ]);
    const second = await treeCall(t, me.token, 'list', { pageSize: '10', pageNum: '2' });
    expect(second.json().data).toMatchObject({ list: [], pageNum: 2 });
  });

  it('refuses bad filters', async () => {
    const bad: Record<string, string>[] = [
      { pageSize: '7' },
      { pageNum: '0' },
      { side: 'X' },
      { direct: 'yes' },
      { q: 'x'.repeat(51) },
      { q: 'a\u0000b' },
    ];
    for (const query of bad) {
      const res = await treeCall(t, me.token, 'list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await treeCall(t, null, 'list')).statusCode).toBe(401);
  });

  it('exports the filtered downline as CSV in the member language', async () => {
    const res = await treeCall(t, me.token, 'listExport', { q: 'alice' }, 'placement', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('登录名');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['aliceX1', 'alice_1']);
  });
});

describe('as of cycle', () => {
  it('lists closed cycles and reads the snapshot of one', async () => {
    const last = cycleBefore(cycleOf(t.clock.now));
    await t.db.transaction().execute((trx) => snapshotTreeCycle(trx, 'US', last, t.clock.now));
    // a second close of the same cycle changes nothing
    await t.db.transaction().execute((trx) => snapshotTreeCycle(trx, 'US', last, t.clock.now));
    const cycles = await treeCall(t, me.token, 'cycles');
    expect(cycles.json().data).toMatchObject({ open: cycleOf(t.clock.now) });
    expect(cycles.json().data.closed[0].cycle).toBe(last);
    const page = await treeCall(t, me.token, 'page', { cycle: last });
    expect(page.json().data).toMatchObject({ asOf: true, cycle: last });
    expect(page.json().data.nodes[0]).toMatchObject({ leftCount: 2, rightCount: 1 });
    const mine = await signedIn(t, { company_code: 'MY' });
    const other = await treeCall(t, mine.token, 'page', { cycle: last });
    expect(other.json().data.error).toBe('treeCycleNoSnapshot');
  });
});
