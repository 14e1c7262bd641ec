import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInvoiceLink, invoiceLinkKey } from '../../src/modules/invoice/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, walletMember } from '../wallet/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkQuery = (query: { order: string; expires: number; sig: string }) => ({
  order: query.order,
  expires: String(query.expires),
  sig: query.sig,
});

describe('invoice calls over HTTP', () => {
  it('refuse a forged InvoiceOss link with a translated message', async () => {
    const genuine = signInvoiceLink(invoiceLinkKey(t.deps.config), 'US100000005', t.clock.now);
    const res = await call(t, 'GET', '/omn/order/invoiceOss', {
      token: null,
      locale: 'zh-CN',
      query: linkQuery({ ...genuine, order: 'US100000006' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: { error: 'invoiceLinkInvalid' } });
    expect(res.json().msg).toBe('此发票链接无效，请重新获取链接。');
  });

  it('refuse an expired link as expired, for the data and the PDF', async () => {
    const old = signInvoiceLink(invoiceLinkKey(t.deps.config), 'US100000005', t.clock.now, 60);
    t.clock.advance(61_000);
    for (const path of ['/omn/order/invoiceOss', '/omn/order/invoiceOss/pdf']) {
      const res = await call(t, 'GET', path, { token: null, query: linkQuery(old) });
      expect(res.json()).toMatchObject({ data: { error: 'invoiceLinkExpired' } });
      expect(res.json().msg).toBe('This invoice link has expired. Ask for a new link.');
    }
  });

  it('answer a malformed link as a bad request', async () => {
    const res = await call(t, 'GET', '/omn/order/invoiceOss', {
      token: null,
      query: { order: 'x', expires: '1', sig: 'short' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('ask for a session on the member calls, and find no order that does not exist', async () => {
    expect(
      (await call(t, 'GET', '/omn/order/invoice/US100000001', { token: null })).statusCode,
    ).toBe(401);
    const { token } = await walletMember(t);
    for (const path of ['/omn/order/invoice/US100000999', '/omn/order/invoice/US100000999/pdf']) {
      const res = await call(t, 'GET', path, { token });
      expect(res.json()).toMatchObject({ data: { error: 'orderNotFound' } });
    }
  });
});
