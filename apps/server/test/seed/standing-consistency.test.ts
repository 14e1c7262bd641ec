// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import {
  BONUS_PATHS,
  cycleOf,
  ESTIMATE_PATHS,
  MEMBER_PATHS,
  type MemberStanding,
  type TreeNode,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { cycleStart } from '../../src/seed/order-history-plan.js';
import { freshAddress, postLogin } from '../auth/auth-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { getAs } from '../member/member-test-kit.js';
import { treeCall } from '../organization/tree-test-kit.js';

/**
 * One truth on every page: for demo and wtdemo on the seeded database, every call that shows
 * a member's standing (login, member info, grade, the member's own detail, the rank card, the
 * placement and sponsor trees' card of oneself, the estimate, the bonus report's latest cycle)
 * answers the same rank, paid-as and highest award, activity and volumes.
 */
let t: TestApp;
// the whole seed with its closes and estimates: past 60 s on a loaded CI machine
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 600_000);
afterAll(() => t?.close());

const get = (token: string, path: string) => getAs(t, path, token).then((r) => r.json().data);

/** What a tree card shows of the standing. */
const CARD_FACTS = [
  'rank',
  'paidAsAward',
  'highestAward',
  'status',
  'active',
  'pbv',
  'leftBv',
  'rightBv',
  'leftCount',
  'rightCount',
  'carryLeft',
  'carryRight',
] as const;
const cardFacts = (s: MemberStanding | TreeNode) =>
  Object.fromEntries(CARD_FACTS.map((k) => [k, s[k]]));

async function login(name: string) {
  const res = await postLogin(t, { username: name, password: DEMO_PASSWORD }, freshAddress());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; memberId: number; rankCode: string; status: number };
}

async function selfCard(token: string, tree: string, cycle?: string): Promise<TreeNode> {
  const page = (await treeCall(t, token, 'page', cycle ? { cycle } : {}, tree)).json().data;
  expect(page.nodes[0], `${tree} ${cycle ?? 'open'}`).toBeDefined();
  return page.nodes[0];
}

describe('the estimate and the rank card exist from the first start', () => {
  it('the seed computed every company’s estimate; no page has to wait for the daily job', async () => {
    const runs = await t.db.selectFrom('bonus_estimate_run').select('company_code').execute();
    const companies = await t.db.selectFrom('company').select('code').execute();
    expect(runs.map((r) => r.company_code).sort()).toEqual(companies.map((c) => c.code).sort());
  });
});

describe.each(['demo', 'wtdemo'])('%s: one standing on every page', (name) => {
  let token: string;
  let memberId: number;
  let standing: MemberStanding;

  beforeAll(async () => {
    const answer = await login(name);
    token = answer.token;
    memberId = answer.memberId;
    standing = (await get(token, ESTIMATE_PATHS.rankCard)).standing;
  });

  it('member info (login, current info, own detail, grade) says what the rank card says', async () => {
    const loginInfo = await login(name);
    const infos = [
      loginInfo,
      await get(token, MEMBER_PATHS.currentUserInfo),
      await get(token, MEMBER_PATHS.currentInfo),
      await get(token, MEMBER_PATHS.sysUser.replace(':id', String(memberId))),
      await get(token, MEMBER_PATHS.memberInfo.replace(':id', String(memberId))),
    ];
    for (const info of infos) {
      expect(info).toMatchObject({
        rankCode: standing.rank,
        status: standing.status,
        mustRebuyBV4Active: Number(standing.mustRebuyBV4Active),
      });
    }
    expect(await get(token, MEMBER_PATHS.grade)).toMatchObject({
      rankCode: standing.rank,
      highestAward: standing.highestAward === '00' ? null : standing.highestAward,
      mustRebuyBV4Active: Number(standing.mustRebuyBV4Active),
    });
  });

  it("the trees' card of oneself and the estimate show the rank card's standing", async () => {
    expect(standing.cycle).toBe(cycleOf(t.clock.now));
    for (const tree of ['placement', 'sponsor']) {
      expect(cardFacts(await selfCard(token, tree)), tree).toEqual(cardFacts(standing));
    }
    const estimate = await get(token, ESTIMATE_PATHS.estimate);
    expect(estimate.computedAt).not.toBeNull();
    const { at: _estimateAt, ...fromEstimate } = estimate.standing as MemberStanding;
    const { at: _cardAt, ...fromCard } = standing;
    expect(fromEstimate).toEqual(fromCard);
  });

  it('is active by the plan: status 10 and 50 BV of main-platform orders in 30 days', async () => {
    const from = new Date(t.clock.now.getTime() - 30 * 86_400_000);
    const orders = await t.db
      .selectFrom('shop_order')
      .select(['bv', 'platform', 'paid_at'])
      .where('member_id', '=', memberId)
      .where('paid_at', '>', from)
      .where('paid_at', '<=', t.clock.now)
      .execute();
    const refunds = await t.db
      .selectFrom('order_refund as r')
      .innerJoin('shop_order as o', 'o.id', 'r.order_id')
      .select(['r.bv', 'o.platform'])
      .where('o.member_id', '=', memberId)
      .where('r.created_at', '>', from)
      .execute();
    const sum = (platform: string) =>
      orders.filter((o) => o.platform === platform).reduce((s, o) => s + BigInt(o.bv), 0n) -
      refunds.filter((r) => r.platform === platform).reduce((s, r) => s + BigInt(r.bv), 0n);
    const main = sum('bzz');
    expect(standing.pbv30).toBe((Number(main) / 100).toFixed(2));
    expect(standing.marketplaceBv30).toBe((Number(sum('wpm')) / 100).toFixed(2));
    expect(standing.active).toBe(standing.status === 10 && main >= 5_000n);
  });

  it("the bonus report's latest cycle, the trees as of it and the close agree; now carries its paid-as and carries on", async () => {
    const report = await get(
      token,
      `${BONUS_PATHS.report}?startDate=2000-01-01&endDate=2001-01-01`,
    );
    const latest = report.recent.at(-1)?.cycle as string | undefined;
    // the seed closes demo's company (US); WT sells only in the marketplace and is not closed
    expect(Boolean(latest), name).toBe(name === 'demo');
    if (!latest) {
      // a company never closed (WT sells only in the marketplace): nothing paid as, nothing carried
      expect(standing).toMatchObject({ paidAsCycle: null, paidAsAward: '00', carryLeft: '0.00' });
      return;
    }
    const cycle = await get(token, BONUS_PATHS.cycle.replace(':cycle', latest));
    const closed = cycle.standing as MemberStanding;
    expect(closed).toMatchObject({ cycle: latest, closed: true, memberId });
    for (const tree of ['placement', 'sponsor']) {
      expect(cardFacts(await selfCard(token, tree, latest)), tree).toEqual(cardFacts(closed));
    }
    // the close's own record of the member (the bonus module's table) says the same
    const row = await t.db
      .selectFrom('bonus_member_cycle')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('cycle', '=', latest)
      .executeTakeFirstOrThrow();
    const bv = (h: bigint) => (Number(h) / 100).toFixed(2);
    expect(closed).toMatchObject({
      rank: row.rank_code,
      active: row.active,
      paidAsAward: row.paid_as_award,
      highestAward: row.highest_award,
      leftBv: bv(row.left_bv),
      rightBv: bv(row.right_bv),
      carryLeft: bv(row.carry_left),
      carryRight: bv(row.carry_right),
    });
    // now: the paid-as award of that close, and what it carried into the open cycle
    expect(standing).toMatchObject({
      paidAsCycle: latest,
      paidAsAward: closed.paidAsAward,
      carryLeft: closed.carryLeft,
      carryRight: closed.carryRight,
    });
  });
});

describe('the seeded demo accounts', () => {
  it('demo is gold with Star as highest award, active, and the legs the trees count', async () => {
    const { token } = await login('demo');
    const card = await get(token, ESTIMATE_PATHS.rankCard);
    expect(card.standing).toMatchObject({ rank: '20', highestAward: '02', active: true });
    const legs = await t.db
      .selectFrom('tree_leg_volume as l')
      .innerJoin('member as m', 'm.id', 'l.member_id')
      .select(['l.left_bv', 'l.right_bv'])
      .where('m.login_name', '=', 'demo')
      .where('l.cycle', '=', cycleOf(t.clock.now))
      .executeTakeFirstOrThrow();
    expect([card.standing.leftBv, card.standing.rightBv]).toEqual(
      [legs.left_bv, legs.right_bv].map((h) => (Number(h) / 100).toFixed(2)),
    );
    // the seed buys in the open cycle only once it is two hours old (its orders are paid an hour
    // before the seed's clock); a seed just after Monday 00:00 UTC+8 rightly shows empty legs
    const openFor = t.clock.now.getTime() - cycleStart(t.clock.now, 0).getTime();
    if (openFor > 3 * 3_600_000) expect(card.standing.leftBv).not.toBe('0.00');
    if (openFor <= 2 * 3_600_000) expect(card.standing.leftBv).toBe('0.00');
  });

  it('wtdemo is silver and not active: its orders are marketplace orders, which count only for the world plan', async () => {
    const { token, status } = await login('wtdemo');
    const card = await get(token, ESTIMATE_PATHS.rankCard);
    expect(status).toBe(10);
    expect(card.standing).toMatchObject({ rank: '10', active: false, mustRebuyBV4Active: '50.00' });
    expect(Number(card.standing.marketplaceBv30)).toBeGreaterThan(0);
  });
});
