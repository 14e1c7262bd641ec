import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../security/security-test-kit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { shopCall } from '../shop/shop-test-kit.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t, { company_code: 'US' })).token;
});
afterAll(() => t.close());

const goodInput = {
  orderType: 40,
  platform: 'bzz',
  lines: [{ productSkuId: 1, qty: 1 }],
  delivery: { mode: 'officePickup' },
};

describe('order calls refuse bad input before any rule (the contract)', () => {
  it('saveOrder without the return-policy agreement or a key', async () => {
    const res = await shopCall(t, 'POST', ORDER_PATHS.save, { token, body: goodInput });
    expect(res.statusCode).toBe(400);
    const fields = JSON.stringify(res.json().data.fields);
    expect(fields).toContain('validation.order.agreeReturnPolicy');
  });

  it('beforeSaveOrder with a zero quantity and no address', async () => {
    const body = { ...goodInput, lines: [{ productSkuId: 1, qty: 0 }], delivery: {} };
    const res = await shopCall(t, 'POST', ORDER_PATHS.beforeSave, { token, body });
    expect(res.statusCode).toBe(400);
    const fields = JSON.stringify(res.json().data.fields);
    expect(fields).toContain('validation.order.qtyZero');
    expect(fields).toContain('validation.order.addressRequired');
  });

  it('orderList with an unknown status', async () => {
    const res = await shopCall(t, 'GET', ORDER_PATHS.list, {
      token,
      query: { orderStatus_EQ: '7' },
    });
    expect(res.statusCode).toBe(400);
  });
});
