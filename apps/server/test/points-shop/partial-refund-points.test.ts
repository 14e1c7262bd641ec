import { VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call, fund, walletMember } from '../wallet/factories.js';
import { buyAndPay, pointsOf } from './points-shop-kit.js';

let t: TestApp;
let book: number;

beforeAll(async () => {
  t = await createTestApp();
  // 11.00 BV for 25.00: earns 11 points
  book = (
    await makeShop(t.db, [{ name: 'Eleven', kind: 'eproduct', price: 2500n, bv: 1100n }])
  ).get('Eleven')!;
});
afterAll(() => t.close());

describe('refunds take back exactly what their order earned', () => {
  it('two half refunds of an 11-point order take 5 and then 6', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 5_000n);
    const orderNo = await buyAndPay(t, token, book, '25.00');
    expect(await pointsOf(t, token)).toBe(11);
    for (const expected of [6, 0]) {
      const done = await runOpsCommand(t, [
        'order:refund',
        orderNo,
        '--amount',
        '12.50',
        '--reason',
        'half',
      ]);
      expect(done.code).toBe(0);
      expect(await pointsOf(t, token)).toBe(expected);
    }
    const history = (await call(t, 'GET', VACATION_PATHS.history, { token })).json().data.list;
    expect(history.map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['refund', -6],
      ['refund', -5],
      ['earn', 11],
    ]);
    expect(history.every((e: { orderNo: string }) => e.orderNo === orderNo)).toBe(true);
  });
});
