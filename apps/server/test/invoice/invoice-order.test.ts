import { randomUUID } from 'node:crypto';
import { CONFIG_KEY, formatMoney, INVOICE_PATHS, SWITCH } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveOrder } from '../../src/flows/checkout.flow.js';
import { resolveSession } from '../../src/modules/auth/session.service.js';
import { unicodeFonts } from '../../src/modules/invoice/invoice-fonts.js';
import { INVOICE_TAX_ID_KEY } from '../../src/modules/invoice/order-invoice-source.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeCatalogue } from '../shop/shop-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import { pdfText } from './invoice-kit.js';

let t: TestApp;
let owner: string;
let stranger: string;
let orderNo: string;
let total: string;
let ownerLogin: string;

const path = (template: string) => template.replace(':orderNo', orderNo);
const query = (linkPath: string) => Object.fromEntries(new URLSearchParams(linkPath.split('?')[1]));

/** A real order, placed by the checkout flow (office self-pickup). */
beforeAll(async () => {
  t = await createTestApp();
  const skus = await makeCatalogue(t.db, { company: 'US', names: ['Invoice vitamin'] });
  await t.db
    .insertInto('sys_config')
    .values([
      { company_code: 'US', key: CONFIG_KEY.officeSelfPickUp, value: SWITCH.on },
      { company_code: 'US', key: INVOICE_TAX_ID_KEY, value: '12-3456789' },
    ])
    .execute();
  owner = (await walletMember(t, { company_code: 'US' })).token;
  stranger = (await walletMember(t, { company_code: 'US' })).token;
  // the checkout flow itself (its HTTP route is the order module's to wire)
  const member = (await resolveSession(t.deps, owner))!;
  ownerLogin = member.loginName;
  const order = await saveOrder(
    t.deps,
    member,
    {
      orderType: 40,
      platform: 'bzz',
      lines: [{ productSkuId: skus.get('Invoice vitamin')!, qty: 3 }],
      delivery: { mode: 'officePickup' },
      agreeReturnPolicy: true,
    },
    { idempotencyKey: randomUUID(), locale: 'en' },
  );
  ({ orderNo, total } = order);
});
afterAll(() => t.close());

describe('the invoice of a placed order', () => {
  it("is the owner's, with the order's lines and exact total", async () => {
    const res = await call(t, 'GET', path(INVOICE_PATHS.invoice), { token: owner });
    expect(res.json().code, res.body).toBe(0);
    const invoice = res.json().data;
    expect(invoice).toMatchObject({ orderNo, total, currency: 'USD', status: 'awaitingPayment' });
    // the member billed is named by their member number (login name), never the internal id
    expect(invoice.billTo.memberNo).toBe(ownerLogin);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        name: 'Invoice vitamin',
        qty: 3,
        unitPrice: '24.90',
        amount: '74.70',
      }),
    ]);
    expect(invoice.company).toMatchObject({ name: 'US Company', taxId: '12-3456789' });
  });

  it('downloads as a PDF holding the order number and the total', async () => {
    const res = await call(t, 'GET', path(INVOICE_PATHS.pdf), { token: owner });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toContain(`invoice-${orderNo}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(orderNo);
    expect(text).toContain(formatMoney(total, 2, 'USD', 'en'));
  });

  it("is printed in the member's language: Chinese with the CJK font when installed", async () => {
    const res = await call(t, 'GET', path(INVOICE_PATHS.pdf), { token: owner, locale: 'zh-CN' });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(orderNo);
    expect(text).toContain(unicodeFonts({}) ? '发票' : 'Invoice');
  });

  it('is refused to another member exactly like an order that does not exist', async () => {
    for (const template of [INVOICE_PATHS.invoice, INVOICE_PATHS.pdf, INVOICE_PATHS.link]) {
      const foreign = await call(t, 'GET', path(template), { token: stranger });
      const missing = await call(t, 'GET', template.replace(':orderNo', 'US999999999'), {
        token: stranger,
      });
      expect(foreign.statusCode).toBe(missing.statusCode);
      expect(foreign.json().data.error).toBe('orderNotFound');
      expect(missing.json().data.error).toBe('orderNotFound');
    }
  });

  it('opens without login through the signed link, and only that invoice', async () => {
    const link = await call(t, 'GET', path(INVOICE_PATHS.link), { token: owner });
    const signed = query(link.json().data.path as string);
    const data = await call(t, 'GET', INVOICE_PATHS.oss, { token: null, query: signed });
    expect(data.json().data).toMatchObject({ orderNo, total });
    const pdf = await call(t, 'GET', INVOICE_PATHS.ossPdf, { token: null, query: signed });
    expect(await pdfText(pdf.rawPayload)).toContain(orderNo);
    const other = { ...signed, order: 'US999999999' };
    const refused = await call(t, 'GET', INVOICE_PATHS.oss, { token: null, query: other });
    expect(refused.json().data.error).toBe('invoiceLinkInvalid');
  });
});
