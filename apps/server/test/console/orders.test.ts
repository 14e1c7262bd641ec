import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../auth/auth-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { unicodeFonts } from '../../src/modules/invoice/index.js';
import { pdfText } from '../invoice/invoice-kit.js';
import { searchOrders } from '../../src/modules/order/order-console.repository.js';
import { consoleCall } from './console-helpers.js';
import { auditsOf, get, newOrder, orderWorld, post, type OrderWorld } from './orders-kit.js';

let t: TestApp;
let w: OrderWorld;
let paidNo: string;
let unpaidNo: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t);
  paidNo = await newOrder(t, w, 2);
  unpaidNo = await newOrder(t, w, 1, false);
});
afterAll(() => t.close());

describe('the console order search', () => {
  it("lists the operator's companies with their currency, for the form's amounts", async () => {
    const all = await get(t, w.tokens.support, '/orders/companies');
    const codes = all.json().data.list.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['MY', 'US']));
    const mine = await get(t, w.tokens.fulfilmentMy, '/orders/companies');
    expect(mine.json().data.list).toEqual([{ code: 'MY', currency: 'MYR', minorUnit: 2 }]);
    expect((await get(t, w.tokens.content, '/orders/companies')).statusCode).toBe(403);
  });

  it('finds orders by number, login, status, type, platform, day and amount', async () => {
    const byNo = await get(t, w.tokens.support, '/orders', { orderNo: paidNo });
    expect(byNo.json().data).toMatchObject({ total: 1, list: [{ orderNo: paidNo, status: 10 }] });
    const login = w.buyer.member.login_name.toUpperCase();
    const byLogin = await get(t, w.tokens.fulfilment, '/orders', { login, pageSize: '10' });
    expect(byLogin.json().data.total).toBe(2);
    // newest first
    expect(byLogin.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      unpaidNo,
      paidNo,
    ]);
    const unpaid = await get(t, w.tokens.finance, '/orders', { status: '0' });
    expect(unpaid.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([unpaidNo]);
    const filters = { orderType: '40', platform: 'bzz', minTotal: '5000', maxTotal: '5000' };
    const big = await get(t, w.tokens.support, '/orders', filters);
    expect(big.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([paidNo]);
    const day = new Date(t.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const today = await get(t, w.tokens.support, '/orders', { from: day, to: day });
    expect(today.json().data.total).toBe(2);
    const later = await get(t, w.tokens.support, '/orders', { from: '2099-01-01' });
    expect(later.json().data).toMatchObject({ total: 0, list: [] });
  });

  it('counts the matches up to the cap and says when there are more', async () => {
    const all = await get(t, w.tokens.support, '/orders', { login: w.buyer.member.login_name });
    expect(all.json().data).toMatchObject({ total: 2, totalCapped: false });
    const login = w.buyer.member.login_name;
    const capped = await searchOrders(t.db, { login, pageNum: 1, pageSize: 1 }, 1);
    expect(capped).toMatchObject({ total: 1, totalCapped: true });
    expect(capped.rows).toHaveLength(1);
    const exact = await searchOrders(t.db, { login, pageNum: 1, pageSize: 1 }, 2);
    expect(exact).toMatchObject({ total: 2, totalCapped: false });
    // past the last page the search offers (100 pages) is refused, not read
    const deep = await get(t, w.tokens.support, '/orders', { pageNum: '101' });
    expect(deep.statusCode).toBe(400);
  });

  it('refuses a malformed filter and a role without order:view', async () => {
    const bad = await get(t, w.tokens.support, '/orders', { from: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    const amount = await get(t, w.tokens.support, '/orders', { minTotal: '-1' });
    expect(amount.statusCode).toBe(400);
    expect((await get(t, w.tokens.content, '/orders')).statusCode).toBe(403);
  });

  it("shows an operator of another company none of this company's orders", async () => {
    const mine = await get(t, w.tokens.fulfilmentMy, '/orders', { orderNo: paidNo });
    expect(mine.json().data).toMatchObject({ total: 0, list: [] });
    const asked = await get(t, w.tokens.fulfilmentMy, '/orders', { company: 'US' });
    expect(asked.statusCode).toBe(403);
  });
});

describe("the console's order page", () => {
  it('shows the lines, payments and the timeline of a paid order', async () => {
    const res = await get(t, w.tokens.support, `/orders/${paidNo}`);
    const order = res.json().data;
    expect(order).toMatchObject({
      orderNo: paidNo,
      companyCode: 'US',
      loginName: w.buyer.member.login_name,
      total: '50.00',
      paidAmount: '50.00',
      shipment: null,
      lines: [{ qty: 2 }],
      payments: [{ method: 'ewallet', amount: '50.00', status: 'succeeded' }],
    });
    const kinds = order.timeline.map((e: { kind: string; toStatus: number | null }) =>
      e.kind === 'step' ? `step:${e.toStatus}` : e.kind,
    );
    expect(kinds).toContain('step:0');
    expect(kinds).toContain('step:10');
    expect(kinds).toContain('payment');
  });

  it('answers a missing and a foreign order as not found', async () => {
    const missing = await get(t, w.tokens.support, '/orders/US000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).data.error).toBe('notFound');
    const foreign = await get(t, w.tokens.fulfilmentMy, `/orders/${paidNo}`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('notes on an order', () => {
  it('adds a note to the timeline, audited', async () => {
    const res = await post(t, w.tokens.fulfilment, `/orders/${paidNo}/notes`, {
      note: 'Customer asked for gift wrap',
    });
    expect(res.json().data).toEqual({ orderNo: paidNo, status: 10 });
    const page = (await get(t, w.tokens.support, `/orders/${paidNo}`)).json().data;
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'note',
      text: 'Customer asked for gift wrap',
    });
    const audits = await auditsOf(t, paidNo);
    expect(audits.map((a) => a.action)).toEqual(['order:note']);
  });

  it('refuses an empty note, a role without order:fulfil and a foreign order', async () => {
    const empty = await post(t, w.tokens.fulfilment, `/orders/${paidNo}/notes`, { note: ' ' });
    expect(empty.statusCode).toBe(400);
    const support = await post(t, w.tokens.support, `/orders/${paidNo}/notes`, { note: 'x' });
    expect(support.statusCode).toBe(403);
    const foreign = await post(t, w.tokens.fulfilmentMy, `/orders/${paidNo}/notes`, {
      note: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await auditsOf(t, paidNo)).toHaveLength(1);
  });
});

describe('the pick list and packing slips', () => {
  it("prints a day's paid orders as a PDF; refuses a bad day and another company", async () => {
    const day = new Date(t.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await get(t, w.tokens.fulfilment, '/orders/pick-list', { day, company: 'US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`pick-list-US-${day}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await get(t, w.tokens.fulfilment, '/orders/pick-list', {
      day: 'today',
      company: 'US',
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await get(t, w.tokens.fulfilmentMy, '/orders/pick-list', {
      day,
      company: 'US',
    });
    expect(foreign.statusCode).toBe(403);
    const support = await get(t, w.tokens.support, '/orders/pick-list', { day, company: 'US' });
    expect(support.statusCode).toBe(403);
  });
});

describe("the pick list in the operator's language", () => {
  const day = () => new Date(t.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const pickIn = async (language: string) => {
    const res = await consoleCall(t, 'GET', '/orders/pick-list', {
      token: w.tokens.fulfilment,
      query: { day: day(), company: 'US' },
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('labels it in Malay or Indonesian with the built-in font', async () => {
    const ms = await pickIn('ms');
    expect(ms).toContain(`Senarai ambil - US ${day()}`);
    expect(ms).toContain('Tiada untuk dihantar (produk elektronik)');
    expect(ms).toContain(`Slip pembungkusan - ${paidNo}`);
    expect(await pickIn('id')).toContain(`Daftar ambil - US ${day()}`);
  });

  it('labels it in Chinese with the invoice font, or in English where none is installed', async () => {
    const zh = await pickIn('zh-CN');
    if (unicodeFonts(t.deps.config)) {
      expect(zh).toContain('拣货单');
      expect(zh).toContain('装箱单');
    } else {
      expect(zh).toContain(`Pick list - US ${day()}`);
      expect(zh).toContain(`Packing slip - ${paidNo}`);
    }
  });
});
