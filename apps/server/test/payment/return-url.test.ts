// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { call, fieldKeys, walletMember } from '../wallet/factories.js';

/**
 * A third-party payment sends the member back to `returnUrl`, of which only the path and query
 * are kept. An address whose path would leave the portal (protocol-relative after the host, a
 * backslash form the URL parser turns into one) or that is no web address at all is a bad
 * request with a field error, never a server error.
 */
let t: TestApp;
let token: string;
let orderNo: string;

beforeAll(async () => {
  t = await createTestApp();
  const skus = await makeShop(t.db, [{ name: 'Manual', kind: 'eproduct', price: 2500n }]);
  ({ token } = await walletMember(t));
  orderNo = (await placeOrder(t, token, eOrder([skus.get('Manual')!]))).orderNo;
});
afterAll(() => t.close());

const pay = (returnUrl: string, locale?: string) =>
  call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), {
    token,
    locale,
    body: { method: 'thirdparty', amount: '25.00', returnUrl },
  });

describe('payOrder by the third party: the return address', () => {
  it.each([
    'https://evil.example//evil.example/x',
    'https://portal.example/\\evil.example/x',
    'https://portal.example/\t/evil.example',
    '/\\evil.example',
    '\\\\evil',
    '//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://portal.example/shopping',
  ])('refuses %j with a field error (400)', async (returnUrl) => {
    const res = await pay(returnUrl);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.error).toBe('validation');
    expect(fieldKeys(res)).toEqual(['body.returnUrl validation.payment.returnUrl']);
  });

  it('says so in the member language', async () => {
    const res = await pay('javascript:alert(1)', 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).not.toContain('validation.payment');
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes a page of the portal, keeping its path and query', async () => {
    const res = await pay('https://portal.example/shopping/Payment/SuccessfulPayment?orderNo=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.action).toMatchObject({ type: 'redirect' });
  });
});
