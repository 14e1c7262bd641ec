import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleBefore, cycleOf, SPONSOR_GENERATIONS_MAX } from '@portal/contract';
import { recordOrderVolume, snapshotTreeCycle } from '../../src/modules/organization/index.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { treeCall } from './tree-test-kit.js';

let t: TestApp;
let me: { token: string; member: { id: number } };
let stranger: { token: string; member: { id: number } };

/** A paid main-platform order of `bv` hundredths, a day before the test clock. */
async function paidOrder(memberId: number, bv: bigint) {
  const at = new Date(t.clock.now.getTime() - 86_400_000);
  await t.db
    .insertInto('shop_order')
    .values({
      order_no: `G${memberId}`,
      company_code: 'US',
      member_id: memberId,
      platform: 'bzz',
      order_type: 30,
      status: 10,
      currency: 'USD',
      minor_unit: 2,
      subtotal: bv,
      shipping: 0n,
      tax: 0n,
      total: bv,
      paid_amount: bv,
      bv,
      delivery_mode: 'none',
      locale: 'en',
      created_at: at,
      paid_at: at,
      updated_at: at,
    })
    .execute();
}

const sponsee = (sponsor: { id: number }, login: string) =>
  createMember(t.db, { sponsor_id: sponsor.id, login_name: login });

beforeAll(async () => {
  t = await createTestApp();
  const root = await createMember(t.db, { company_code: 'US' });
  // VIP: the plan opens 2 unilevel levels
  me = await signedIn(t, { sponsor_id: root.id, rank_code: '05' });
  stranger = await signedIn(t, { sponsor_id: root.id });
  const a1 = await sponsee(me.member, 'gen_a1');
  const a2 = await sponsee(me.member, 'gen_a2');
  const b1 = await sponsee(a1, 'gen_b1');
  await sponsee(b1, 'gen_c1');
  await sponsee(stranger.member, 'gen_s1');
  await paidOrder(a1.id, 6_000n);
  await t.db.transaction().execute(async (trx) => {
    const paidAt = t.clock.now;
    const bzz = { paidAt, platform: 'bzz' as const, orderType: 30 };
    await recordOrderVolume(trx, { ...bzz, memberId: a1.id, bvHundredths: 12_345n });
    await recordOrderVolume(trx, { ...bzz, memberId: b1.id, bvHundredths: 5_000n });
    // marketplace volume is no personal BV of the plan
    await recordOrderVolume(trx, { ...bzz, platform: 'wpm', memberId: a2.id, bvHundredths: 999n });
    await recordOrderVolume(trx, { ...bzz, memberId: a2.id, bvHundredths: 1n });
  });
});
afterAll(() => t.close());

const generations = (token: string | null, query: Record<string, string> = {}) =>
  treeCall(t, token, 'generations', query);
const levelList = (token: string, query: Record<string, string>) =>
  treeCall(t, token, 'list', query, 'sponsor');
const logins = (res: { json(): { data: { list: { loginName: string }[] } } }) =>
  res
    .json()
    .data.list.map((r) => r.loginName)
    .sort();

describe('sponsor tree by generations', () => {
  it('counts members, actives and BV per level and marks the levels the rank opens', async () => {
    const res = await generations(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cycle: cycleOf(t.clock.now),
      asOf: false,
      rank: '05',
      unilevelLevelsOpened: 2,
      more: false,
      levels: [
        { level: 1, members: 2, active: 1, pbv: '123.46', opened: true },
        { level: 2, members: 1, active: 0, pbv: '50.00', opened: true },
        { level: 3, members: 1, active: 0, pbv: '0.00', opened: false },
      ],
    });
    expect(res.json().data.factsAt).toBe(t.clock.now.toISOString());
  });

  it('shows each member only their own downline', async () => {
    const theirs = await generations(stranger.token);
    expect(theirs.json().data.levels).toEqual([
      { level: 1, members: 1, active: 0, pbv: '0.00', opened: false },
    ]);
    const foreign = await signedIn(t, { company_code: 'MY' });
    expect((await generations(foreign.token)).json().data).toMatchObject({ levels: [] });
    expect(logins(await levelList(stranger.token, { level: '1' }))).toEqual(['gen_s1']);
    expect(logins(await levelList(foreign.token, { level: '1' }))).toEqual([]);
    expect((await generations(null)).statusCode).toBe(401);
  });

  it('lists one level page by page, with the standing of each member', async () => {
    const first = await levelList(me.token, { level: '1', pageSize: '10' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ total: 2, pageSize: 10 });
    const rows = first.json().data.list;
    expect(
      rows.map((r: { loginName: string; active: boolean }) => [r.loginName, r.active]),
    ).toEqual([
      ['gen_a1', true],
      ['gen_a2', false],
    ]);
    expect(rows[0]).toMatchObject({ depth: 1, sponsorLogin: expect.any(String) });
    expect(logins(await levelList(me.token, { level: '2' }))).toEqual(['gen_b1']);
    expect(logins(await levelList(me.token, { level: '3', q: 'gen_' }))).toEqual(['gen_c1']);
    expect(logins(await levelList(me.token, { level: '4' }))).toEqual([]);
    // direct is level 1
    expect(logins(await levelList(me.token, { direct: 'true' }))).toEqual(['gen_a1', 'gen_a2']);
  });

  it('refuses bad query values', async () => {
    for (const query of [{ cycle: '2026-48' }, { cycle: 'x' }]) {
      expect((await generations(me.token, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    for (const level of ['0', 'x', '1.5', '-1', '100001']) {
      expect((await levelList(me.token, { level })).statusCode, level).toBe(400);
    }
    expect((await levelList(me.token, { level: '1', cycle: 'W1' })).statusCode).toBe(400);
    const none = await generations(me.token, { cycle: '2001-W01' });
    expect(none.json().data.error).toBe('treeCycleNoSnapshot');
  });

  it('reads a closed cycle from its snapshot', async () => {
    const last = cycleBefore(cycleOf(t.clock.now));
    await t.db.transaction().execute((trx) => snapshotTreeCycle(trx, 'US', last, t.clock.now));
    // joined after the close: counted now, not in the past
    await sponsee(me.member, 'gen_late');
    const now = (await generations(me.token)).json().data;
    expect(now.levels[0]).toMatchObject({ level: 1, members: 3 });
    const past = await generations(me.token, { cycle: last });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toMatchObject({ cycle: last, asOf: true, rank: '05' });
    expect(past.json().data.levels.map((l: { members: number }) => l.members)).toEqual([2, 1, 1]);
    expect(past.json().data.levels[0].pbv).toBe('0.00');
    const list = await levelList(me.token, { level: '1', cycle: last });
    expect(logins(list)).toEqual(['gen_a1', 'gen_a2']);
  });

  it('stops at the deepest level shown and says there is more', async () => {
    const deep = await signedIn(t, {});
    let parent: { id: number } = deep.member;
    for (let i = 0; i <= SPONSOR_GENERATIONS_MAX; i++) {
      parent = await createMember(t.db, { sponsor_id: parent.id });
    }
    const data = (await generations(deep.token)).json().data;
    expect(data.levels).toHaveLength(SPONSOR_GENERATIONS_MAX);
    expect(data.more).toBe(true);
    expect(data.unilevelLevelsOpened).toBe(0);
  });
});
