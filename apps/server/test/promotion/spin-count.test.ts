import type { PromotionDetail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { fund, walletMember } from '../wallet/factories.js';
import { buy, detailOf, makePromotion } from './promotion-kit.js';

let t: TestApp;
let ebook: number;
let cappedId: number;
let openId: number;

const slots = [
  { label: 'points', weight: 1, prize: { kind: 'points' as const, points: 10 } },
  { label: 'nothing', weight: 1, prize: { kind: 'none' as const } },
];

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [
      { name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 500 },
    ])
  ).get('E-book')!;
  cappedId = await makePromotion(t, {
    companyCode: 'US',
    kind: 'alphaspin',
    rules: { minOrderBv: '50', maxSpins: 2, slots },
  });
  openId = await makePromotion(t, {
    companyCode: 'US',
    kind: 'alphaspin',
    rules: { minOrderBv: '50', slots },
  });
});
afterAll(() => t.close());

const wheelOf = async (token: string, id: number) => {
  const res = await detailOf(t, token, id);
  expect(res.statusCode).toBe(200);
  return (res.json().data as PromotionDetail).wheel!;
};

describe('alphaspin counts: the page is told the qualifying orders and the cap', () => {
  it('shows every qualifying paid order, and the spins earned from them up to the cap', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 100_000n);
    for (let i = 0; i < 3; i++) await buy(t, token, ebook);
    // three orders paid: three qualify; the capped wheel gives two spins and says why
    expect(await wheelOf(token, cappedId)).toMatchObject({
      qualifyingOrders: 3,
      maxSpins: 2,
      earned: 2,
      left: 2,
    });
    // without a cap, one spin per paid order
    expect(await wheelOf(token, openId)).toMatchObject({
      qualifyingOrders: 3,
      maxSpins: null,
      earned: 3,
    });
  });
});
