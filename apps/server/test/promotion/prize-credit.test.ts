import {
  PROMOTION_PATHS,
  type PointsHistoryPage,
  type PointsView,
  type PromotionDetail,
} from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleEndedPromotions } from '../../src/modules/promotion/index.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { balanceOf, call, fund, totalOfAllAccounts, walletMember } from '../wallet/factories.js';
import { buy, dayFrom, detailOf, makePromotion, spinOf } from './promotion-kit.js';

let t: TestApp;
let ebook: number;
let pointsSpin: number;
let productSpin: number;
let foreignSpin: number;

const points = { kind: 'points' as const, points: 10 };
const product = { kind: 'product' as const, sku: 'MUG-1', name: 'Mug' };

const wheelOf = (prize: typeof points | typeof product) => ({
  minOrderBv: '50',
  slots: [
    { label: 'a', weight: 1, prize },
    { label: 'b', weight: 1, prize },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [
      { name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 500 },
    ])
  ).get('E-book')!;
  pointsSpin = await makePromotion(t, {
    companyCode: 'US',
    kind: 'alphaspin',
    rules: wheelOf(points),
  });
  productSpin = await makePromotion(t, {
    companyCode: 'US',
    kind: 'alphaspin',
    rules: wheelOf(product),
  });
  foreignSpin = await makePromotion(t, {
    companyCode: 'MY',
    kind: 'alphaspin',
    rules: wheelOf(points),
  });
});
afterAll(() => t.close());

async function buyer(orders: number) {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 100_000n);
  for (let i = 0; i < orders; i++) await buy(t, token, ebook);
  return { member, token };
}

const pointsOf = async (token: string | null) => call(t, 'GET', PROMOTION_PATHS.points, { token });
const entriesOf = async (token: string) =>
  (await call(t, 'GET', PROMOTION_PATHS.pointsHistory, { token })).json().data as PointsHistoryPage;
const ops = opsRunner(() => t);

/**
 * The orders were paid three days ago, in the window of a promotion that has since ended (the
 * operator command reads the wall clock, and moving the test clock would end the sessions).
 */
async function paidDaysAgo(memberIds: number[]) {
  await sql`update shop_order set paid_at = paid_at - interval '3 days'
    where member_id in (${sql.join(memberIds)})`.execute(t.db);
}

const messagesOf = (memberId: number) =>
  t.db.selectFrom('message').select(['title', 'body']).where('member_id', '=', memberId).execute();

describe('points prizes', () => {
  it('a points slot credits the points ledger in the spin, and the points call shows it', async () => {
    const { member, token } = await buyer(1);
    const res = await spinOf(t, token, pointsSpin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.spin.award).toBe('credited');
    const view = (await pointsOf(token)).json().data as PointsView;
    expect(view.balance).toBe(10);
    expect((await entriesOf(token)).list).toMatchObject([{ kind: 'promotionSpin', points: 10 }]);
    expect((await messagesOf(member.id)).map((m) => m.title)).toContain(
      'You received 10 reward points',
    );
  });

  it("names the promotion in each winner's own language, English where it has no title", async () => {
    const spin = await makePromotion(t, {
      companyCode: 'US',
      kind: 'alphaspin',
      title: { en: 'Spring wheel', id: 'Roda musim semi' },
      rules: wheelOf(points),
    });
    const bodyOf = async (locale: string) => {
      const { member, token } = await buyer(1);
      await t.db
        .updateTable('member')
        .set({ preferred_locale: locale })
        .where('id', '=', member.id)
        .execute();
      expect((await spinOf(t, token, spin)).statusCode).toBe(200);
      return (await messagesOf(member.id)).map((m) => m.body).join('\n');
    };
    expect(await bodyOf('id')).toContain('poin hadiah dari Roda musim semi');
    expect(await bodyOf('ms')).toContain('Spring wheel');
  });

  it('answers 401 without a session; a member sees only their own points', async () => {
    expect((await pointsOf(null)).statusCode).toBe(401);
    const { token } = await buyer(1);
    expect((await spinOf(t, token, foreignSpin)).statusCode).toBe(404);
    const other = await buyer(0);
    const view = (await pointsOf(other.token)).json().data as PointsView;
    expect(view).toEqual({ balance: 0 });
    expect((await entriesOf(other.token)).total).toBe(0);
  });
});

describe('product prizes', () => {
  it('stays pending for the operator, who lists it and hands it out, once, audited', async () => {
    const { member, token } = await buyer(1);
    const res = await spinOf(t, token, productSpin);
    expect(res.json().data.spin.award).toBe('pending');
    expect((await messagesOf(member.id)).map((m) => m.title)).toContain('You won Mug');
    const spin = await t.db
      .selectFrom('promotion_spin')
      .select('id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const listed = await ops('promo:prizes', '--pending');
    expect(listed.code).toBe(0);
    expect(listed.lines.some((l) => l.startsWith(`spin:${spin.id}\t`))).toBe(true);
    expect((await ops('promo:fulfil', `spin:${spin.id}`, '--note', 'courier X1')).code).toBe(0);
    expect((await ops('promo:fulfil', `spin:${spin.id}`)).code).toBe(1);
    expect((await ops('promo:fulfil', 'nonsense')).code).toBe(1);
    const wheel = ((await detailOf(t, token, productSpin)).json().data as PromotionDetail).wheel!;
    expect(wheel.history[0]!.award).toBe('fulfilled');
    const audit = await t.db
      .selectFrom('promotion_audit')
      .select(['outcome'])
      .where('command', '=', 'promo:fulfil')
      .where('target', '=', `spin:${spin.id}`)
      .execute();
    expect(audit.map((a) => a.outcome).sort()).toEqual(['ok', 'refused']);
  });
});

describe('goal promotions settle once', () => {
  it('pays each reached tier once per member, by the command and the job, ledger balanced', async () => {
    const goal = await makePromotion(t, {
      companyCode: 'US',
      kind: 'specialPrize',
      startsOn: dayFrom(t, -4),
      endsOn: dayFrom(t, -2),
      rules: {
        goal: { metric: 'personalBv' },
        tiers: [
          { label: 'Bronze', target: 50, prize: { kind: 'ewallet', amountMinor: 500 } },
          { label: 'Silver', target: 100, prize: { kind: 'points', points: 7 } },
          { label: 'Gold', target: 150, prize: product },
        ],
      },
    });
    const two = await buyer(2); // 101.50 BV: Bronze and Silver
    const one = await buyer(1); // 50.75 BV: Bronze
    await paidDaysAgo([two.member.id, one.member.id]);
    const bonusBefore = await balanceOf(t.db, two.member.id, 'bonus');
    const settled = await ops('promo:settle', String(goal));
    expect(settled.code).toBe(0);
    expect(settled.lines.at(-1)).toBe(`promotion ${goal} settled: 3 prize(s) paid by this run`);
    expect(await balanceOf(t.db, two.member.id, 'bonus')).toBe(bonusBefore + 500n);
    const twoView = (await pointsOf(two.token)).json().data as PointsView;
    expect(twoView.balance).toBe(7);
    // again: by the command and by the job; nothing changes
    const snapshot = async () => [
      await balanceOf(t.db, two.member.id, 'bonus'),
      await balanceOf(t.db, one.member.id, 'bonus'),
      ((await pointsOf(two.token)).json().data as PointsView).balance,
    ];
    const before = await snapshot();
    const again = await ops('promo:settle', String(goal));
    expect(again.code).toBe(0);
    expect(again.lines.at(-1)).toBe(`promotion ${goal} settled: 0 prize(s) paid by this run`);
    expect(await settleEndedPromotions(t.db, t.deps.now())).toBe(0);
    expect(await snapshot()).toEqual(before);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    const detail = (await detailOf(t, two.token, goal)).json().data as PromotionDetail;
    expect(detail.tiers.map((x) => x.award)).toEqual(['credited', 'credited', null]);
    const oneDetail = (await detailOf(t, one.token, goal)).json().data as PromotionDetail;
    expect(oneDetail.tiers.map((x) => x.award)).toEqual(['credited', null, null]);
  });

  it('the job settles an ended promotion nobody settled, and refuses nothing twice', async () => {
    const goal = await makePromotion(t, {
      companyCode: 'US',
      kind: 'quarter',
      startsOn: dayFrom(t, -4),
      endsOn: dayFrom(t, -2),
      rules: {
        goal: { metric: 'qualifyingOrders', minOrderBv: '50' },
        tiers: [{ label: 'One', target: 1, prize: product }],
      },
    });
    const { member, token } = await buyer(1);
    await paidDaysAgo([member.id]);
    expect(await settleEndedPromotions(t.db, t.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await settleEndedPromotions(t.db, t.deps.now())).toBe(0);
    const detail = (await detailOf(t, token, goal)).json().data as PromotionDetail;
    expect(detail.tiers[0]!.award).toBe('pending');
    const row = await t.db
      .selectFrom('promotion_tier_award')
      .select('id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect((await ops('promo:fulfil', `tier:${row.id}`)).code).toBe(0);
    const after = (await detailOf(t, token, goal)).json().data as PromotionDetail;
    expect(after.tiers[0]!.award).toBe('fulfilled');
    expect((await ops('promo:settle', '999999')).code).toBe(1);
    const running = await makePromotion(t, {
      companyCode: 'US',
      kind: 'quarter',
      rules: { goal: { metric: 'personalBv' }, tiers: [{ label: 'X', target: 1, prize: points }] },
    });
    expect((await ops('promo:settle', String(running))).code).toBe(1);
  });
});
