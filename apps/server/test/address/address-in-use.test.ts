import { ADDRESS_PATHS, ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBranchPayment, operatorOrderStep } from '../../src/modules/order/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { makeShop, placeOrder } from '../order/order-test-kit.js';
import { call } from '../wallet/factories.js';
import { addAddress, createAddressApp, pathOf, signedIn, US_ADDRESS } from './address-test-kit.js';

let t: TestApp;
let skuId: number;
beforeAll(async () => {
  t = await createAddressApp();
  skuId = (await makeShop(t.db, [{ name: 'Shipped soap', stock: 50 }])).get('Shipped soap')!;
});
afterAll(async () => t.close());

const remove = (token: string, id: number) =>
  call(t, 'GET', pathOf(ADDRESS_PATHS.delete, id), { token });
const orderTo = (addressId: number) => ({
  orderType: 40,
  platform: 'bzz',
  lines: [{ productSkuId: skuId, qty: 1 }],
  delivery: { mode: 'address', addressId },
  agreeReturnPolicy: true,
});
const op = () => ({ ref: 'operator:test', reason: null, at: new Date() });

describe('deleting an address an order uses (the order module answers the guard)', () => {
  it('is refused while the order awaits payment, allowed once it is cancelled', async () => {
    const { token } = await signedIn(t);
    const used = await addAddress(t, token);
    const other = await addAddress(t, token, { ...US_ADDRESS, receiveName: 'Other Receiver' });
    const order = await placeOrder(t, token, orderTo(used));
    const refused = await remove(token, used);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.error).toBe('addressInUse');
    expect((await remove(token, other)).statusCode).toBe(200);
    const cancel = ORDER_PATHS.cancel.replace(':orderNo', order.orderNo);
    expect((await call(t, 'POST', cancel, { token })).json().code).toBe(0);
    expect((await remove(token, used)).statusCode).toBe(200);
  });

  it('is refused while awaiting branch payment and paid, allowed once shipped', async () => {
    const { token } = await signedIn(t);
    const used = await addAddress(t, token);
    const order = await placeOrder(t, token, orderTo(used));
    const pay = ORDER_PATHS.pay.replace(':orderNo', order.orderNo);
    const body = { method: 'branch', amount: order.amountDue };
    expect(
      (await call(t, 'POST', pay, { token, body, key: `b-${order.orderNo}` })).json().code,
    ).toBe(0);
    expect((await remove(token, used)).statusCode).toBe(409);
    await confirmBranchPayment(t.db, op(), order.orderNo);
    expect((await remove(token, used)).statusCode).toBe(409);
    await operatorOrderStep(t.db, op(), order.orderNo, 'ship');
    expect((await remove(token, used)).statusCode).toBe(200);
  });

  it("is not blocked by another member's order to the same place", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const mine = await addAddress(t, me.token);
    const theirs = await addAddress(t, stranger.token);
    await placeOrder(t, stranger.token, orderTo(theirs));
    expect((await remove(me.token, mine)).statusCode).toBe(200);
    expect((await remove(stranger.token, theirs)).statusCode).toBe(409);
  });
});
