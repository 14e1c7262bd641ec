import { ESTIMATE_PATHS, ORDER_PATHS, VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushVacationPoints } from '../../src/modules/vacation/index.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';

let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  // a retail (40) e-book of 50.75 BV: 50 points
  ebook = (
    await makeShop(t.db, [{ name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 20 }])
  ).get('E-book')!;
});
afterAll(() => t.close());

const points = (token: string | null) => call(t, 'GET', VACATION_PATHS.points, { token });
const history = async (token: string) =>
  (await call(t, 'GET', VACATION_PATHS.history, { token })).json().data.list;

async function buy(token: string) {
  const order = await placeOrder(t, token, eOrder([ebook]));
  const paid = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
    token,
    body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
  });
  expect(paid.statusCode).toBe(200);
  return order.orderNo;
}

describe('vacation points (order hook wired in bootstrap.ts)', () => {
  it('a paid retail order earns 1 point per whole BV; a refund takes them back', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 5_000n);
    const empty = (await points(token)).json().data;
    expect(empty).toMatchObject({ balance: 0, flushAt: null });
    expect(await history(token)).toEqual([]);

    const orderNo = await buy(token);
    const data = (await points(token)).json().data;
    expect(data.balance).toBe(50);
    expect((await history(token))[0]).toMatchObject({
      kind: 'earn',
      points: 50,
      orderType: 40,
      bv: '50.75',
    });
    // six calendar months after the payment, in business time
    const flush = new Date(data.lastPaidAt);
    expect(new Date(data.flushAt).getTime()).toBeGreaterThan(flush.getTime() + 180 * 86_400_000);

    // the rank card sees the 50.75 BV: nothing more to buy to be active
    const card = (await call(t, 'GET', ESTIMATE_PATHS.rankCard, { token })).json().data;
    expect(card.standing).toMatchObject({ mustRebuyBV4Active: '0.00', pbv30: '50.75' });

    const refund = await runOpsCommand(t, ['order:refund', orderNo, '--reason', 'goodwill']);
    expect(refund.code).toBe(0);
    const after = (await points(token)).json().data;
    expect(after.balance).toBe(0);
    expect((await history(token))[0]).toMatchObject({ kind: 'refund', points: -50, balance: 0 });
  });

  it('the flush job takes every point after 6 months without a paid order, with history', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 5_000n);
    await buy(token);
    const { flushAt } = (await points(token)).json().data;
    // the day before the flush date nothing happens; after it, the points go
    expect(await flushVacationPoints(t.db, new Date(Date.parse(flushAt) - 86_400_000))).toBe(0);
    expect(await flushVacationPoints(t.db, new Date(Date.parse(flushAt) + 1000))).toBe(1);
    const data = (await points(token)).json().data;
    expect(data).toMatchObject({ balance: 0, flushAt: null });
    expect((await history(token))[0]).toMatchObject({ kind: 'flush', points: -50, balance: 0 });
    // a second run finds nothing left
    expect(await flushVacationPoints(t.db, new Date(Date.parse(flushAt) + 1000))).toBe(0);
  });

  it('answers only the signed-in member; no token is refused', async () => {
    const stranger = await walletMember(t);
    expect((await points(stranger.token)).json().data).toMatchObject({ balance: 0 });
    expect(await history(stranger.token)).toEqual([]);
    expect((await points(null)).statusCode).toBe(401);
    expect((await call(t, 'GET', VACATION_PATHS.history, { token: null })).statusCode).toBe(401);
  });
});
