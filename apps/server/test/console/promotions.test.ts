import { PROMOTION_PATHS, type PointsView } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { buy, dayFrom, makePromotion } from '../promotion/promotion-kit.js';
import { balanceOf, call, fund, totalOfAllAccounts, walletMember } from '../wallet/factories.js';
import { codeNow, consoleCall } from './console-helpers.js';
import { auditOf, contentOperators, errorOf } from './content-kit.js';

let t: TestApp;
let content: string;
let contentMy: string;
let support: string;
let ebook: number;
let goal: number;
let two: Awaited<ReturnType<typeof buyer>>;
let one: Awaited<ReturnType<typeof buyer>>;

const TIERS = [
  { label: 'Bronze', target: 50, prize: { kind: 'ewallet' as const, amountMinor: 500 } },
  { label: 'Silver', target: 100, prize: { kind: 'points' as const, points: 7 } },
  { label: 'Gold', target: 150, prize: { kind: 'product' as const, sku: 'MUG-1', name: 'Mug' } },
];

async function buyer(orders: number) {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 100_000n);
  for (let i = 0; i < orders; i++) await buy(t, token, ebook);
  return { member, token };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ content, contentMy, support } = await contentOperators(t));
  ebook = (
    await makeShop(t.db, [
      { name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 500 },
    ])
  ).get('E-book')!;
  goal = await makePromotion(t, {
    companyCode: 'US',
    kind: 'specialPrize',
    startsOn: dayFrom(t, -4),
    endsOn: dayFrom(t, -2),
    rules: { goal: { metric: 'personalBv' }, tiers: TIERS },
  });
  two = await buyer(2); // 101.50 BV: Silver
  one = await buyer(1); // 50.75 BV: Bronze
  await buyer(0); // bought nothing: not a candidate
  // paid three days ago, in the window of the promotion that has since ended
  await sql`update shop_order set paid_at = paid_at - interval '3 days'
    where member_id in (${sql.join([two.member.id, one.member.id])})`.execute(t.db);
});
afterAll(() => t.close());

const settle = (token: string, id: number, code = codeNow(t)) =>
  consoleCall(t, 'POST', `/promotions/${id}/settle`, {
    token,
    body: { reason: 'quarter closed', code },
  });
const config = (extra: object = {}) => ({
  companyCode: 'US',
  code: 'summer-2026',
  kind: 'quarter',
  title: { en: 'Summer', ms: 'Musim panas' },
  startsOn: dayFrom(t, 1),
  endsOn: dayFrom(t, 30),
  rules: { goal: { metric: 'qualifyingOrders', minOrderBv: '50' }, tiers: TIERS },
  ...extra,
});
const auditOn = (id: number) => auditOf(t, `promotion:${id}`, ['action', 'outcome', 'reason']);

describe('promotions in the console', () => {
  it('creates a promotion with the checks of promo:create, audited', async () => {
    const res = await consoleCall(t, 'POST', '/promotions', {
      token: content,
      body: { config: config() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({ code: 'summer-2026', state: 'upcoming', kind: 'quarter' });
    expect(await auditOn(row.id)).toEqual([
      { action: 'promotion:create', outcome: 'ok', reason: null },
    ]);
    const again = await consoleCall(t, 'POST', '/promotions', {
      token: content,
      body: { config: config() },
    });
    expect(errorOf(again)).toBe('promotionCodeTaken');
    const backwards = await consoleCall(t, 'POST', '/promotions', {
      token: content,
      body: { config: config({ code: 'backwards', endsOn: dayFrom(t, -5) }) },
    });
    expect(backwards.statusCode).toBe(400);
    const falling = await consoleCall(t, 'POST', '/promotions', {
      token: content,
      body: {
        config: config({
          code: 'falling',
          rules: { goal: { metric: 'personalBv' }, tiers: [TIERS[1], TIERS[0]] },
        }),
      },
    });
    expect(falling.statusCode).toBe(400);
    const list = await consoleCall(t, 'GET', '/promotions', {
      token: content,
      query: { companyCode: 'US' },
    });
    expect(list.json().data.list.map((p: { code: string }) => p.code)).toContain('summer-2026');
  });

  it('previews the tiers and who qualifies now, as the member page computes it', async () => {
    const tiers = await consoleCall(t, 'GET', `/promotions/${goal}/tiers`, { token: content });
    expect(tiers.statusCode, tiers.body).toBe(200);
    expect(tiers.json().data).toMatchObject({
      metric: 'personalBv',
      currency: 'USD',
      tiers: [
        { index: 0, label: 'Bronze', target: 50 },
        { index: 1, label: 'Silver', target: 100 },
        { index: 2, label: 'Gold', target: 150 },
      ],
    });
    const who = await consoleCall(t, 'GET', `/promotions/${goal}/qualifiers`, {
      token: content,
      query: { pageNum: '1', pageSize: '1' },
    });
    expect(who.statusCode, who.body).toBe(200);
    const data = who.json().data;
    expect(data).toMatchObject({ total: 2, candidates: 2 });
    expect(data.list).toEqual([
      {
        memberId: two.member.id,
        loginName: expect.any(String),
        value: 101.5,
        tierIndex: 1,
        tierLabel: 'Silver',
        award: null,
      },
    ]);
    const second = await consoleCall(t, 'GET', `/promotions/${goal}/qualifiers`, {
      token: content,
      query: { pageNum: '2', pageSize: '1' },
    });
    expect(second.json().data.list[0]).toMatchObject({ memberId: one.member.id, tierIndex: 0 });
  });

  it('settles with a reason and a fresh code, once: a second settle pays nothing', async () => {
    const wrong = await settle(content, goal, '000000');
    expect(errorOf(wrong)).toBe('totpInvalid');
    const bonusBefore = await balanceOf(t.db, two.member.id, 'bonus');
    const res = await settle(content, goal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.paid).toHaveLength(3); // two: Bronze and Silver; one: Bronze
    expect(res.json().data.promotion.state).toBe('settled');
    expect(await balanceOf(t.db, two.member.id, 'bonus')).toBe(bonusBefore + 500n);
    const points = await call(t, 'GET', PROMOTION_PATHS.points, { token: two.token });
    expect((points.json().data as PointsView).balance).toBe(7);
    const again = await settle(content, goal, codeNow(t, 1));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.paid).toEqual([]);
    expect(await balanceOf(t.db, two.member.id, 'bonus')).toBe(bonusBefore + 500n);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    const who = await consoleCall(t, 'GET', `/promotions/${goal}/qualifiers`, { token: content });
    expect(who.json().data.list[0]).toMatchObject({ tierIndex: 1, award: 'credited' });
    expect((await auditOn(goal)).map((a) => [a.action, a.outcome, a.reason])).toEqual([
      ['promotion:settle', 'ok', 'quarter closed'],
      ['promotion:settle', 'ok', 'quarter closed'],
    ]);
  });

  it('refuses to settle a promotion still running, and records the refusal', async () => {
    const running = await makePromotion(t, {
      companyCode: 'US',
      kind: 'quarter',
      rules: { goal: { metric: 'personalBv' }, tiers: [TIERS[0]!] },
    });
    // the last code taken was the next period's: one period on, the one after is fresh
    t.clock.advance(30_000);
    const res = await settle(content, running, codeNow(t, 1));
    expect(errorOf(res)).toBe('promotionSettleRefused');
    expect((await auditOn(running)).map((a) => a.outcome)).toEqual(['refused']);
  });

  it("keeps another company's promotions out of reach", async () => {
    for (const path of ['tiers', 'qualifiers']) {
      const res = await consoleCall(t, 'GET', `/promotions/${goal}/${path}`, { token: contentMy });
      expect(res.statusCode).toBe(404);
    }
    expect((await settle(contentMy, goal)).statusCode).toBe(404);
    const mine = await consoleCall(t, 'GET', '/promotions', { token: contentMy });
    expect(mine.json().data.list).toEqual([]);
    const create = await consoleCall(t, 'POST', '/promotions', {
      token: contentMy,
      body: { config: config({ code: 'not-mine' }) },
    });
    expect(create.statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/promotions', { token: support })).statusCode).toBe(403);
  });
});
