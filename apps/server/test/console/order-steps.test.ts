import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../auth/auth-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, call } from '../wallet/factories.js';
import { makePromotion } from '../promotion/promotion-kit.js';
import { codeNow } from './console-helpers.js';
import { auditsOf, get, newOrder, orderWorld, post, type OrderWorld } from './orders-kit.js';

let t: TestApp;
let w: OrderWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t);
});
afterAll(() => t.close());

const ship = { carrier: 'J&T Express', trackingNo: 'JT0012345678' };

describe('shipping and delivering from the console', () => {
  it('refuses a shipment without a tracking number, then ships: the member sees it', async () => {
    const orderNo = await newOrder(t, w);
    const bare = await post(t, w.tokens.fulfilment, `/orders/${orderNo}/ship`, {
      carrier: 'DHL',
      trackingNo: '',
    });
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).data.fields?.[0]?.path).toContain('trackingNo');
    const odd = await post(t, w.tokens.fulfilment, `/orders/${orderNo}/ship`, {
      carrier: 'DHL',
      trackingNo: '<script>',
    });
    expect(odd.statusCode).toBe(400);
    const shipped = await post(t, w.tokens.fulfilment, `/orders/${orderNo}/ship`, ship);
    expect(shipped.json().data).toEqual({ orderNo, status: 20 });
    const page = (await get(t, w.tokens.support, `/orders/${orderNo}`)).json().data;
    expect(page.shipment).toMatchObject({ carrier: 'J&T Express', trackingNo: 'JT0012345678' });
    const mine = await call(t, 'GET', ORDER_PATHS.detail.replace(':orderNo', orderNo), {
      token: w.buyer.token,
    });
    expect(mine.json().data.shipment).toEqual({
      carrier: 'J&T Express',
      trackingNo: 'JT0012345678',
    });
    const inbox = await t.db
      .selectFrom('message')
      .select(['title', 'body'])
      .where('member_id', '=', w.buyer.member.id)
      .execute();
    const told = inbox.find((m) => m.title === `Your order ${orderNo} has shipped`);
    expect(told?.body).toContain('with J&T Express, tracking number JT0012345678.');
    const again = await post(t, w.tokens.fulfilment, `/orders/${orderNo}/ship`, ship);
    expect(errorOf(again).data.error).toBe('orderStepRefused');
    const delivered = await post(t, w.tokens.fulfilment, `/orders/${orderNo}/deliver`);
    expect(delivered.json().data.status).toBe(30);
    const audits = await auditsOf(t, orderNo);
    expect(audits.map((a) => a.action)).toEqual(['order:ship', 'order:deliver']);
    expect(audits[0]!.after).toMatchObject({ status: 20, trackingNo: 'JT0012345678' });
  });

  it('names the carrier and tracking number in the language the order was placed in', async () => {
    const orderNo = await newOrder(t, w);
    await t.db
      .updateTable('shop_order')
      .set({ locale: 'zh-CN' })
      .where('order_no', '=', orderNo)
      .execute();
    await post(t, w.tokens.fulfilment, `/orders/${orderNo}/ship`, ship);
    const told = await t.db
      .selectFrom('message')
      .select('body')
      .where('member_id', '=', w.buyer.member.id)
      .where('title', '=', `您的订单 ${orderNo} 已发货`)
      .executeTakeFirstOrThrow();
    expect(told.body).toMatch(/已发货，承运商 J&T Express，运单号 JT0012345678。$/);
  });

  it('refuses an unpaid order, a role without order:fulfil and a foreign order', async () => {
    const unpaid = await newOrder(t, w, 1, false);
    const early = await post(t, w.tokens.fulfilment, `/orders/${unpaid}/ship`, ship);
    expect(errorOf(early).data.error).toBe('orderStepRefused');
    const paid = await newOrder(t, w);
    expect((await post(t, w.tokens.finance, `/orders/${paid}/ship`, ship)).statusCode).toBe(403);
    const foreign = await post(t, w.tokens.fulfilmentMy, `/orders/${paid}/ship`, ship);
    expect(foreign.statusCode).toBe(404);
    const deliver = await post(t, w.tokens.fulfilmentMy, `/orders/${paid}/deliver`);
    expect(deliver.statusCode).toBe(404);
    expect(await auditsOf(t, paid)).toEqual([]);
  });
});

describe('cancelling from the console', () => {
  it('cancels an unpaid order with a reason, and refuses a paid one', async () => {
    const unpaid = await newOrder(t, w, 1, false);
    const none = await post(t, w.tokens.finance, `/orders/${unpaid}/cancel`, { reason: '' });
    expect(none.statusCode).toBe(400);
    const foreign = await post(t, w.tokens.financeMy, `/orders/${unpaid}/cancel`, { reason: 'x' });
    expect(foreign.statusCode).toBe(404);
    const by = await post(t, w.tokens.fulfilment, `/orders/${unpaid}/cancel`, { reason: 'x' });
    expect(by.statusCode).toBe(403);
    const done = await post(t, w.tokens.finance, `/orders/${unpaid}/cancel`, {
      reason: 'Member asked by phone',
    });
    expect(done.json().data.status).toBe(90);
    expect((await auditsOf(t, unpaid))[0]).toMatchObject({
      action: 'order:cancel',
      reason: 'Member asked by phone',
    });
    const paid = await newOrder(t, w);
    const refused = await post(t, w.tokens.finance, `/orders/${paid}/cancel`, { reason: 'x' });
    expect(errorOf(refused).data.error).toBe('orderStepRefused');
  });
});

describe('refunds from the console', () => {
  it('previews a part refund without changing anything, then refunds with a fresh code', async () => {
    const orderNo = await newOrder(t, w, 2);
    const before = await balanceOf(t.db, w.buyer.member.id, 'bonus');
    const preview = await post(t, w.tokens.finance, `/orders/${orderNo}/refund/preview`, {
      amount: '20.00',
    });
    expect(preview.json().data).toMatchObject({
      amount: '20.00',
      whole: false,
      bv: '40.00',
      pointsGivenBack: false,
      statusAfter: 40,
    });
    expect(await balanceOf(t.db, w.buyer.member.id, 'bonus')).toBe(before);
    t.clock.advance(30_000);
    const wrong = await post(t, w.tokens.finance, `/orders/${orderNo}/refund`, {
      amount: '20.00',
      reason: 'one damaged',
      code: '000000',
    });
    expect(errorOf(wrong).data.error).toBe('totpInvalid');
    expect(await balanceOf(t.db, w.buyer.member.id, 'bonus')).toBe(before);
    const part = await post(t, w.tokens.finance, `/orders/${orderNo}/refund`, {
      amount: '20.00',
      reason: 'one damaged',
      code: codeNow(t),
    });
    expect(part.json().data.status).toBe(40);
    expect(await balanceOf(t.db, w.buyer.member.id, 'bonus')).toBe(before + 2000n);
    const rest = await post(t, w.tokens.finance, `/orders/${orderNo}/refund/preview`, {});
    expect(rest.json().data).toMatchObject({ amount: '30.00', whole: true, statusAfter: 50 });
    const audits = await auditsOf(t, orderNo);
    expect(audits.map((a) => a.action)).toEqual(['order:refund']);
    expect(audits[0]!.after).toMatchObject({ status: 40, amount: '20.00' });
  });

  it('refuses too much, a bad amount, a role without order:refund and a foreign order', async () => {
    const orderNo = await newOrder(t, w, 1);
    const path = `/orders/${orderNo}/refund/preview`;
    const much = await post(t, w.tokens.finance, path, { amount: '25.01' });
    expect(errorOf(much).data.error).toBe('refundTooLarge');
    const decimals = await post(t, w.tokens.finance, path, { amount: '1.001' });
    expect(decimals.statusCode).toBe(400);
    expect((await post(t, w.tokens.fulfilment, path, {})).statusCode).toBe(403);
    expect((await post(t, w.tokens.financeMy, path, {})).statusCode).toBe(404);
    const foreign = await post(t, w.tokens.financeMy, `/orders/${orderNo}/refund`, {
      reason: 'x',
      code: codeNow(t, 1),
    });
    expect(foreign.statusCode).toBe(404);
    const unpaid = await newOrder(t, w, 1, false);
    const nothing = await post(t, w.tokens.finance, `/orders/${unpaid}/refund/preview`, {});
    expect(errorOf(nothing).data.error).toBe('refundTooLarge');
    expect(await auditsOf(t, orderNo)).toEqual([]);
  });
});

describe("a refund and the member's figures", () => {
  it('lowers the open cycle BV and the vacation points by what the preview said', async () => {
    const figures = async () => {
      const estimate = await call(t, 'GET', '/bo/bonus/estimate', { token: w.buyer.token });
      const points = await call(t, 'GET', '/bo/vacation/points', { token: w.buyer.token });
      const standing = estimate.json().data.standing as { cycle: string; pbv: string };
      return {
        cycle: standing.cycle,
        pbv: Number(standing.pbv),
        points: points.json().data.balance as number,
      };
    };
    const orderNo = await newOrder(t, w, 2);
    const before = await figures();
    const path = `/orders/${orderNo}/refund`;
    const preview = (await post(t, w.tokens.finance, `${path}/preview`, { amount: '25.00' })).json()
      .data;
    expect(preview.cycle).toBe(before.cycle);
    t.clock.advance(30_000);
    const body = { amount: '25.00', reason: 'one returned', code: codeNow(t) };
    expect((await post(t, w.tokens.finance, path, body)).json().data.status).toBe(40);
    const after = await figures();
    expect(after.pbv).toBeCloseTo(before.pbv - Number(preview.bv), 2);
    expect(after.points).toBe(before.points - Math.floor(Number(preview.bv)));
  });
});

describe('a refund and the promotions', () => {
  it('says which prize tier the member would fall below, by the promotions own count', async () => {
    const none = { kind: 'none' } as const;
    await makePromotion(t, {
      companyCode: 'US',
      kind: 'quarter',
      title: { en: 'Big orders', 'zh-CN': '大订单' },
      rules: {
        goal: { metric: 'qualifyingOrders', minOrderBv: '200' },
        tiers: [
          { label: 'One big order', target: 1, prize: none },
          { label: 'Two big orders', target: 2, prize: none },
        ],
      },
    });
    const first = await newOrder(t, w, 4);
    const alone = await post(t, w.tokens.finance, `/orders/${first}/refund/preview`, {
      amount: '25.00',
    });
    expect(alone.json().data.promotionTiersLost).toEqual([
      expect.objectContaining({
        title: 'Big orders',
        tierBefore: 'One big order',
        tierAfter: null,
      }),
    ]);
    const second = await newOrder(t, w, 4);
    const lost = await post(t, w.tokens.finance, `/orders/${second}/refund/preview`, {});
    expect(lost.json().data.promotionTiersLost).toEqual([
      expect.objectContaining({ tierBefore: 'Two big orders', tierAfter: 'One big order' }),
    ]);
    const small = await newOrder(t, w, 1);
    const kept = await post(t, w.tokens.finance, `/orders/${small}/refund/preview`, {});
    expect(kept.json().data.promotionTiersLost).toEqual([]);
  });
});
