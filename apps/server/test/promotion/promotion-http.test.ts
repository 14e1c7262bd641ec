import {
  PROMOTION_PATHS,
  verifySpin,
  type PromotionDetail,
  type SpinAnswer,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSpinHashes, sha256Hex } from '../../src/modules/promotion/spin-seed.js';
import { createMember } from '../helpers/factories.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { balanceOf, call, fund, walletMember } from '../wallet/factories.js';
import { buy, dayFrom, detailOf, makePromotion, spinOf } from './promotion-kit.js';

let t: TestApp;
let ebook: number;
let spinId: number;
let cashId: number;
let bvId: number;
let ordersId: number;
let sponsorId: number;
let endedId: number;
let foreignId: number;

const slots = [
  { label: 'cash', weight: 1, prize: { kind: 'ewallet' as const, amountMinor: 300 } },
  { label: 'points', weight: 2, prize: { kind: 'points' as const, points: 10 } },
  { label: 'nothing', weight: 3, prize: { kind: 'none' as const } },
];

beforeAll(async () => {
  t = await createTestApp();
  // 50.75 BV for 25.00
  ebook = (
    await makeShop(t.db, [
      { name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 500 },
    ])
  ).get('E-book')!;
  const US = 'US';
  spinId = await makePromotion(t, {
    companyCode: US,
    kind: 'alphaspin',
    rules: { minOrderBv: '50', maxSpins: 5, slots },
  });
  cashId = await makePromotion(t, {
    companyCode: US,
    kind: 'alphaspin',
    rules: {
      minOrderBv: '50',
      slots: [
        { label: 'a', weight: 1, prize: { kind: 'ewallet', amountMinor: 300 } },
        { label: 'b', weight: 1, prize: { kind: 'ewallet', amountMinor: 300 } },
      ],
    },
  });
  const tiers = [
    { label: 'Bronze', target: 50, prize: { kind: 'points' as const, points: 5 } },
    { label: 'Silver', target: 150, prize: { kind: 'points' as const, points: 9 } },
  ];
  bvId = await makePromotion(t, {
    companyCode: US,
    kind: 'specialPrize',
    rules: { goal: { metric: 'personalBv' }, tiers },
  });
  ordersId = await makePromotion(t, {
    companyCode: US,
    kind: 'quarter',
    rules: {
      goal: { metric: 'qualifyingOrders', minOrderBv: '60' },
      tiers: [{ label: 'One', target: 1, prize: { kind: 'points', points: 1 } }],
    },
  });
  sponsorId = await makePromotion(t, {
    companyCode: US,
    kind: 'specialPrize',
    rules: {
      goal: { metric: 'newSponsored' },
      tiers: [{ label: 'Two', target: 2, prize: { kind: 'points', points: 1 } }],
    },
  });
  endedId = await makePromotion(t, {
    companyCode: US,
    kind: 'alphaspin',
    startsOn: dayFrom(t, -30),
    endsOn: dayFrom(t, -20),
    rules: { minOrderBv: '1', slots },
  });
  foreignId = await makePromotion(t, {
    companyCode: 'MY',
    kind: 'alphaspin',
    rules: { minOrderBv: '1', slots },
  });
});
afterAll(() => t.close());

async function buyer(orders: number) {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 100_000n);
  for (let i = 0; i < orders; i++) await buy(t, token, ebook);
  return { member, token };
}

const detail = async (token: string, id: number) => {
  const res = await detailOf(t, token, id);
  expect(res.statusCode).toBe(200);
  return res.json().data as PromotionDetail;
};

describe('promotion list and detail: progress from real paid orders and joins', () => {
  it('lists the running promotions of the member company with progress; ended ones are left out', async () => {
    const { member, token } = await buyer(2);
    await createMember(t.db, { sponsor_id: member.id });
    const res = await call(t, 'GET', PROMOTION_PATHS.list, { token });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.promotions as { id: number; value: number; percent: number }[];
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.has(endedId)).toBe(false);
    expect(byId.has(foreignId)).toBe(false);
    expect(byId.get(bvId)).toMatchObject({
      metric: 'personalBv',
      value: 101.5,
      target: 150,
      percent: 67,
    });
    // 50.75 BV orders do not reach 60
    expect(byId.get(ordersId)).toMatchObject({ metric: 'qualifyingOrders', value: 0, target: 1 });
    expect(byId.get(sponsorId)).toMatchObject({ metric: 'newSponsored', value: 1, percent: 50 });
    expect(byId.get(spinId)).toMatchObject({ metric: 'spins', value: 2, target: 5, percent: 40 });
  });

  it('counts BV net of refunds: an order refunded by the office leaves the progress', async () => {
    const { member, token } = await buyer(2);
    const orders = await t.db
      .selectFrom('shop_order')
      .select('order_no')
      .where('member_id', '=', member.id)
      .execute();
    const refund = await runOpsCommand(t, [
      'order:refund',
      orders[0]!.order_no,
      '--reason',
      'goodwill',
    ]);
    expect(refund.code).toBe(0);
    expect((await detail(token, bvId)).promotion).toMatchObject({ value: 50.75, percent: 33 });
    expect((await detail(token, spinId)).wheel).toMatchObject({ earned: 1 });
  });

  it('shows tiers reached, and for alphaspin the spins and a commitment', async () => {
    const { token } = await buyer(1);
    const goal = await detail(token, bvId);
    expect(goal.tiers.map((x) => x.reached)).toEqual([true, false]);
    expect(goal.wheel).toBeNull();
    const wheel = (await detail(token, spinId)).wheel!;
    expect(wheel).toMatchObject({ earned: 1, used: 0, left: 1, nextNonce: 1, history: [] });
    expect(wheel.commitment).toMatch(/^[0-9a-f]{64}$/);
    // the commitment stays the same until a spin uses it
    expect((await detail(token, spinId)).wheel!.commitment).toBe(wheel.commitment);
  });

  it('answers 401 without a session, 400 for a bad id, 404 for a missing or foreign promotion', async () => {
    const { token } = await buyer(0);
    expect((await detailOf(t, null, spinId)).statusCode).toBe(401);
    expect((await call(t, 'GET', PROMOTION_PATHS.list, { token: null })).statusCode).toBe(401);
    expect((await detailOf(t, token, 'abc')).statusCode).toBe(400);
    const missing = await detailOf(t, token, 2_000_000_001);
    const foreign = await detailOf(t, token, foreignId);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('promotionNotFound');
    expect(foreign.json().data.error).toBe(missing.json().data.error);
  });
});

describe('alphaspin', () => {
  it('draws from the committed seed, reveals it, commits a new one, and the outcome verifies', async () => {
    const { token } = await buyer(1);
    const before = (await detail(token, spinId)).wheel!;
    const res = await spinOf(t, token, spinId, 'my-seed_1');
    expect(res.statusCode).toBe(200);
    const answer = res.json().data as SpinAnswer;
    expect(answer.spin.commitment).toBe(before.commitment);
    expect(sha256Hex(answer.spin.serverSeed)).toBe(before.commitment);
    expect(answer.spin).toMatchObject({ nonce: 1, clientSeed: 'my-seed_1' });
    const weights = slots.map((s) => s.weight);
    expect(await verifySpin(answer.spin, weights, nodeSpinHashes)).toBe(true);
    expect(answer.left).toBe(0);
    const after = (await detail(token, spinId)).wheel!;
    expect(after.commitment).toBe(answer.nextCommitment);
    expect(after.commitment).not.toBe(before.commitment);
    expect(after.history[0]).toEqual(answer.spin);
    expect(after).toMatchObject({ used: 1, left: 0, nextNonce: 2 });
  });

  it('credits an e-wallet prize through the ledger in the spin transaction', async () => {
    const { member, token } = await buyer(1);
    const before = await balanceOf(t.db, member.id, 'bonus');
    const res = await spinOf(t, token, cashId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.spin.award).toBe('credited');
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(before + 300n);
    const journal = await t.db
      .selectFrom('journal_entry')
      .select(['type'])
      .where('ref_type', '=', 'promotionSpin')
      .where('ref_id', '=', `${cashId}:${member.id}:1`)
      .execute();
    expect(journal).toEqual([{ type: 'promotionPrize' }]);
  });

  it('refuses a spin with none left, translated', async () => {
    const { token } = await buyer(0);
    const res = await call(t, 'POST', PROMOTION_PATHS.spin.replace(':id', String(spinId)), {
      token,
      body: { clientSeed: 'x' },
      locale: 'zh-CN',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('noSpinsLeft');
    expect(res.json().msg).toBe('您在此促销中已没有剩余的转盘次数。');
  });

  it('answers a replayed idempotency key with the same spin, once; another body is a conflict', async () => {
    const { token } = await buyer(2);
    const first = await spinOf(t, token, spinId, 'again', 'spin-key-0001');
    const second = await spinOf(t, token, spinId, 'again', 'spin-key-0001');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect((await detail(token, spinId)).wheel).toMatchObject({ used: 1, left: 1 });
    const other = await spinOf(t, token, spinId, 'different', 'spin-key-0001');
    expect(other.statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent spins take the last spin', async () => {
    const { token } = await buyer(1);
    const both = await Promise.all([spinOf(t, token, spinId, 'a'), spinOf(t, token, spinId, 'b')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await detail(token, spinId)).wheel).toMatchObject({ used: 1, left: 0 });
  });

  it('refuses bad input, an ended promotion, a goal promotion and another company', async () => {
    const { token } = await buyer(1);
    expect((await spinOf(t, token, spinId, 'has space')).statusCode).toBe(400);
    expect((await spinOf(t, token, spinId, '')).statusCode).toBe(400);
    expect((await spinOf(t, token, spinId, 'ok', null)).statusCode).toBe(400);
    const ended = await spinOf(t, token, endedId);
    expect(ended.statusCode).toBe(422);
    expect(ended.json().data.error).toBe('promotionNotRunning');
    expect((await spinOf(t, token, bvId)).json().data.error).toBe('promotionNotFound');
    const foreign = await spinOf(t, token, foreignId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('promotionNotFound');
    // nothing was used by the refusals
    expect((await detail(token, spinId)).wheel).toMatchObject({ used: 0, left: 1 });
  });

  it("keeps each member's seat and spins their own", async () => {
    const owner = await buyer(1);
    const stranger = await buyer(1);
    const mine = (await detail(owner.token, spinId)).wheel!;
    await spinOf(t, owner.token, spinId);
    const theirs = (await detail(stranger.token, spinId)).wheel!;
    expect(theirs.commitment).not.toBe(mine.commitment);
    expect(theirs).toMatchObject({ used: 0, history: [] });
  });
});
