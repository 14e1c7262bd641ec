import { COMPANY_CODES, MEMBER_ACCOUNTS, RANK_CODES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { buildCompanyMembers } from '../../src/seed/member-company.js';
import { DOWNLINE_DEMO_LOGINS } from '../../src/seed/order-history-facts.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ADDED_LOGIN = 'added-after-seed';
let t: TestApp;
let members: Awaited<ReturnType<typeof loadMembers>>;

function loadMembers(app: TestApp) {
  return app.db.selectFrom('member').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  members = await loadMembers(t);
}, 600_000);
afterAll(async () => t.close());

const byId = () => new Map(members.map((m) => [m.id, m]));
const byLogin = (login: string) => {
  const found = members.find((m) => m.login_name === login);
  if (!found) throw new Error(`no member ${login}`);
  return found;
};

describe('member seed', () => {
  it('seeds at least 200 members in every company, one root each', () => {
    for (const code of COMPANY_CODES) {
      const own = members.filter((m) => m.company_code === code);
      expect(own.length, code).toBeGreaterThanOrEqual(200);
      const roots = own.filter((m) => m.sponsor_id === null);
      expect(
        roots.map((r) => r.login_name),
        code,
      ).toEqual([`${code}000001`]);
      expect(roots[0]?.placement_id).toBeNull();
    }
  });

  it.each(DEMO_LOGINS.map((d) => [d.login, d] as const))(
    'seeds the demo account %s',
    async (login, demo) => {
      const m = byLogin(login);
      expect(m).toMatchObject({
        company_code: demo.company,
        status: demo.status,
        member_type: demo.memberType,
        rank_code: demo.rank,
        highest_award: demo.highestAward,
        first_name: demo.firstName,
        last_name: demo.lastName,
        email: demo.email,
        is_world_plan: demo.isWorldPlan,
        is_first_setup: demo.isFirstSetup,
        is_init_set: demo.isInitSet,
        is_need_pwd_popup: demo.isNeedPwdPopup,
      });
      expect(m.sponsor_id, 'placed inside the tree, not a root').not.toBeNull();
      const directs = members.filter((r) => r.sponsor_id === m.id);
      expect(directs.length).toBeGreaterThanOrEqual(demo.downline);
      if (demo.downline === 0) expect(directs).toEqual([]);
    },
  );

  it('gives newbie the first set-up and password pop-up flags', () => {
    expect(byLogin('newbie')).toMatchObject({
      is_first_setup: true,
      is_init_set: true,
      is_need_pwd_popup: true,
      status: 0,
    });
  });

  it('gives demo 6+ recruits and a downline 3+ levels deep in both trees', () => {
    const demo = byLogin('demo');
    const depth = (path: string) => path.split('/').filter(Boolean).length;
    const below = (column: 'sponsor_path' | 'placement_path') =>
      members.filter((m) => m.id !== demo.id && m[column].startsWith(demo[column]));
    expect(members.filter((m) => m.sponsor_id === demo.id).length).toBeGreaterThanOrEqual(6);
    for (const column of ['sponsor_path', 'placement_path'] as const) {
      const levels = Math.max(...below(column).map((m) => depth(m[column]) - depth(demo[column])));
      expect(levels, column).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps both trees consistent: parent path + own id, same company, no cycles', () => {
    const index = byId();
    for (const m of members) {
      for (const [parentId, column] of [
        [m.sponsor_id, 'sponsor_path'],
        [m.placement_id, 'placement_path'],
      ] as const) {
        const parent = parentId === null ? undefined : index.get(parentId);
        if (parentId !== null) {
          expect(parent?.company_code, `${m.login_name} ${column}`).toBe(m.company_code);
          expect(parent!.id).toBeLessThan(m.id);
        }
        expect(m[column]).toBe(`${parent ? parent[column] : '/'}${m.id}/`);
      }
    }
  });

  it('uses every placement slot once and fills the sponsor leg first', () => {
    const slots = members
      .filter((m) => m.placement_id !== null)
      .map((m) => `${m.placement_id}${m.placement_side}`);
    expect(new Set(slots).size).toBe(slots.length);
    const index = byId();
    for (const m of members.filter((r) => r.sponsor_id !== null)) {
      const sponsor = index.get(m.sponsor_id!)!;
      expect(m.placement_path.startsWith(sponsor.placement_path), m.login_name).toBe(true);
    }
  });

  it('varies members realistically', () => {
    const share = (pred: (m: (typeof members)[number]) => boolean) =>
      members.filter(pred).length / members.length;
    expect(share((m) => m.member_type === 'PC')).toBeGreaterThan(0.05);
    expect(share((m) => m.member_type === 'PC')).toBeLessThan(0.15);
    expect(members.filter((m) => m.member_type === 'PC').every((m) => m.rank_code === '0')).toBe(
      true,
    );
    expect(share((m) => m.avatar_url !== null)).toBeGreaterThan(0.6);
    expect(share((m) => m.avatar_url !== null)).toBeLessThan(0.8);
    expect(share((m) => m.status === 10)).toBeGreaterThan(0.6);
    expect(new Set(members.map((m) => m.status))).toEqual(new Set([0, 10, 20, 30]));
    expect(new Set(members.map((m) => m.rank_code))).toEqual(new Set(RANK_CODES));
    expect(share((m) => m.rank_code === '40')).toBeLessThan(share((m) => m.rank_code === '05'));
    expect(members.some((m) => m.highest_award !== null)).toBe(true);
    expect(members.some((m) => m.must_rebuy_bv !== '0.00')).toBe(true);
    const us = members.filter((m) => m.company_code === 'US' && !m.email?.endsWith('.local'));
    expect(
      us.every((m) => m.email === `${m.login_name}@example.com` && m.mobile_code === '1'),
    ).toBe(true);
    expect(
      members.filter((m) => m.company_code === 'ID').every((m) => m.mobile_code === '62'),
    ).toBe(true);
  });

  it('stores the demo password hash for every member', async () => {
    const hashes = new Set(members.map((m) => m.password_hash));
    expect(hashes.size).toBe(1);
    expect(await t.deps.hasher.verify(members[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it("opens every member's three ledger accounts with the member, in the company's currency", async () => {
    // as registration opens them at join (test/ledger/accounts-at-join.test.ts holds those
    // beside the close's), whatever the seeded wallets then posted to them
    const rows = await t.db
      .selectFrom('member as m')
      .innerJoin('company as c', 'c.code', 'm.company_code')
      .leftJoin('ledger_account as a', (j) =>
        j
          .onRef('a.member_id', '=', 'm.id')
          .onRef('a.company_code', '=', 'm.company_code')
          .onRef('a.currency', '=', 'c.currency')
          .onRef('a.minor_unit', '=', 'c.minor_unit')
          .on('a.allow_negative', '=', false)
          .on('a.hot', '=', false)
          .on('a.kind', 'in', [...MEMBER_ACCOUNTS]),
      )
      .select(['m.id', (eb) => eb.fn.count<string>('a.id').as('n')])
      .where('m.id', '<=', members[members.length - 1]!.id)
      .groupBy('m.id')
      .execute();
    expect(rows.length).toBe(members.length);
    expect(rows.filter((r) => Number(r.n) !== MEMBER_ACCOUNTS.length)).toEqual([]);
  });

  it('moves the id sequence past the seeded ids', async () => {
    const added = await createMember(t.db, { company_code: 'US', login_name: ADDED_LOGIN });
    expect(added.id).toBeGreaterThan(members[members.length - 1]!.id);
  });

  // a second database seeded beside this one would trip Kysely's migrator on PostgreSQL
  // (it sees the first schema's migration table), so the rerun is made in memory
  it('makes the same members on every run', () => {
    const shape = (rows: Array<{ id: number; login_name: string }>) =>
      rows.map((m) => `${m.id} ${m.login_name}`);
    let firstId = 1;
    const rerun = COMPANY_CODES.flatMap((code) => {
      const rows = buildCompanyMembers(code, firstId);
      firstId += rows.length;
      return rows;
    });
    const seeded = members;
    expect(shape(rerun)).toEqual(shape(seeded));
    expect(rerun.map((m) => [m.sponsorId, m.placementId, m.placementSide])).toEqual(
      seeded.map((m) => [m.sponsor_id, m.placement_id, m.placement_side]),
    );
    // the seed's closes re-rank the members of the companies whose cycles it closes (the plan
    // decides their rank then); elsewhere the rank is the generated one
    const closed = new Set(DOWNLINE_DEMO_LOGINS.map((d) => d.company as string));
    const generatedRank = (m: { company_code: string; rank_code: string | null }) =>
      closed.has(m.company_code) ? 'closed' : m.rank_code;
    expect(rerun.map(generatedRank)).toEqual(seeded.map(generatedRank));
    expect(closed.size).toBeGreaterThan(0);
    expect(shape(buildCompanyMembers('US', 1))).toEqual(shape(buildCompanyMembers('US', 1)));
  });
});
