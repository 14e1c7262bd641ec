import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, walletMember } from '../wallet/factories.js';
import { addTestAddress, eOrder, makeShop, placeOrder, stockOf } from './order-test-kit.js';

let t: TestApp;
let sku: Map<string, number>;
let foreignSku: number;

beforeAll(async () => {
  t = await createTestApp();
  sku = await makeShop(t.db, [
    { name: 'Tea', price: 1999n, bv: 1250n, stock: 10 },
    { name: 'Coffee', price: 1000n, stock: 10 },
    { name: 'E-book', kind: 'eproduct', price: 500n, bv: 500n },
    {
      name: 'Box',
      kind: 'pack',
      price: 5000n,
      bv: 6000n,
      packTotalQty: 3,
      packChoices: ['Tea', 'Coffee'],
    },
  ]);
  foreignSku = (await makeShop(t.db, [{ name: 'Kopi' }], { company: 'MY' })).get('Kopi')!;
});
afterAll(() => t.close());

const preview = (token: string, body: object) =>
  call(t, 'POST', ORDER_PATHS.beforeSave, { token, body, key: null });
const save = (token: string, body: object, key?: string) =>
  call(t, 'POST', ORDER_PATHS.save, { token, body, key });

describe('beforeSaveOrder', () => {
  it('prices an address order: member prices, US shipping 5.00, what it changes', async () => {
    const { member, token } = await walletMember(t);
    const addressId = await addTestAddress(t, member.id);
    const res = await preview(token, {
      orderType: 10,
      platform: 'bzz',
      lines: [{ productSkuId: sku.get('Tea'), qty: 2 }],
      delivery: { mode: 'address', addressId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      subtotal: '39.98',
      shipping: '5.00',
      tax: '0.00',
      total: '44.98',
      bv: '25.00',
      delivery: { mode: 'address', address: { receiverName: 'Ann Buyer', zip: '10001' } },
      effects: { bvAdded: '25.00', countsForPbv: true, mustRebuyBV4ActiveAfter: '25.00' },
    });
    expect(await stockOf(t.db, sku.get('Tea')!)).toBe(10);
  });

  it('refuses a pack whose quantities do not add up, and a foreign or unknown SKU', async () => {
    const { token } = await walletMember(t);
    const pack = (qty: number) => ({
      ...eOrder([]),
      lines: [
        {
          productSkuId: sku.get('Box'),
          qty: 1,
          packItems: [{ productSkuId: sku.get('Tea'), qty }],
        },
      ],
      delivery: { mode: 'none' },
    });
    const short = await preview(token, pack(2));
    expect(short.json().data.error).toBe('packTotalMismatch');
    expect(short.json().msg).toBe('Pack product quantities must match the required total');
    const foreign = await preview(token, eOrder([foreignSku]));
    expect(foreign.json().data.error).toBe('invalidProduct');
  });

  it("refuses another member's address and a pickup the company does not offer", async () => {
    const { token } = await walletMember(t);
    const other = await walletMember(t);
    const theirs = await addTestAddress(t, other.member.id);
    const body = { ...eOrder([sku.get('Tea')!]), delivery: { mode: 'address', addressId: theirs } };
    expect((await preview(token, body)).json().data.error).toBe('addressRequired');
    const pickup = { ...eOrder([sku.get('Tea')!]), delivery: { mode: 'officePickup' } };
    expect((await preview(token, pickup)).json().data.error).toBe('deliveryUnavailable');
    const none = eOrder([sku.get('Tea')!]);
    expect((await preview(token, none)).json().data.error).toBe('addressRequired');
  });
});

describe('saveOrder', () => {
  it('places the order awaiting payment, reserves stock (pack contents too), empties the cart line', async () => {
    const { member, token } = await walletMember(t);
    const cart = await call(t, 'POST', '/omn/shoppingCart/saveShoppingCart', {
      token,
      body: { productSkuId: sku.get('Box'), qty: 1, orderTypeCode: 40 },
      key: null,
    });
    const cartItemId = cart.json().data.item.id as number;
    const before = [await stockOf(t.db, sku.get('Tea')!), await stockOf(t.db, sku.get('Coffee')!)];
    const addressId = await addTestAddress(t, member.id);
    const placed = await placeOrder(t, token, {
      orderType: 40,
      platform: 'bzz',
      lines: [
        {
          productSkuId: sku.get('Box'),
          qty: 2,
          cartItemId,
          packItems: [
            { productSkuId: sku.get('Tea'), qty: 1 },
            { productSkuId: sku.get('Coffee'), qty: 2 },
          ],
        },
      ],
      delivery: { mode: 'address', addressId },
      agreeReturnPolicy: true,
      expectedTotal: '105.00',
    });
    expect(placed).toMatchObject({ status: 0, total: '105.00', amountDue: '105.00' });
    expect(await stockOf(t.db, sku.get('Tea')!)).toBe(before[0]! - 2);
    expect(await stockOf(t.db, sku.get('Coffee')!)).toBe(before[1]! - 4);
    const left = await t.db
      .selectFrom('cart_item')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("numbers orders from the company's counter: company, date, at least 6 digits, one up each", async () => {
    const { token } = await walletMember(t);
    const first = (await placeOrder(t, token, eOrder([sku.get('E-book')!]))).orderNo;
    const second = (await placeOrder(t, token, eOrder([sku.get('E-book')!]))).orderNo;
    const day = t.clock.now.toISOString().slice(2, 10).replaceAll('-', '');
    expect(first).toMatch(new RegExp(`^US${day}\\d{6}$`));
    expect(BigInt(second.slice(8))).toBe(BigInt(first.slice(8)) + 1n);
    const stored = await t.db
      .selectFrom('shop_order')
      .select('order_no')
      .where('order_no', 'in', [first, second])
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('places one order for one key, however often it is sent', async () => {
    const { member, token } = await walletMember(t);
    const body = eOrder([sku.get('E-book')!]);
    const [a, b] = await Promise.all([
      save(token, body, 'same-key-1'),
      save(token, body, 'same-key-1'),
    ]);
    expect(a.json().data.orderNo).toBe(b.json().data.orderNo);
    const again = await save(token, body, 'same-key-1');
    // the replay is the answer stored by the order's own statement: the same, field for field
    expect(again.json().data.orderNo).toBe(a.json().data.orderNo);
    expect(again.json().data).toEqual(a.json().data);
    const rows = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    const changed = await save(token, { ...body, remark: 'other' }, 'same-key-1');
    expect(changed.json().data.error).toBe('idempotencyConflict');
  });

  it('refuses a PC upgrade, an inactive member and a changed total', async () => {
    const pc = await walletMember(t, { member_type: 'PC' });
    const upgrade = await save(pc.token, eOrder([sku.get('E-book')!], 1, 20));
    expect(upgrade.json().data.error).toBe('pcUpgradeRefused');
    expect(upgrade.json().msg).toBe('PC members cannot place upgrade orders.');
    const inactive = await walletMember(t, { status: 30 });
    const refused = await save(inactive.token, eOrder([sku.get('E-book')!]));
    expect(refused.json().msg).toBe('Member status is inactive.');
    const d = await walletMember(t);
    const priced = await save(d.token, { ...eOrder([sku.get('E-book')!]), expectedTotal: '1.00' });
    expect(priced.json().data.error).toBe('orderPriceChanged');
  });

  it('refuses more than the stock and takes nothing', async () => {
    const { token } = await walletMember(t);
    const few = (await makeShop(t.db, [{ name: 'Rare', kind: 'eproduct', stock: 2 }])).get('Rare')!;
    const res = await save(token, eOrder([few], 3));
    expect(res.json().data.error).toBe('orderStockInsufficient');
    expect(await stockOf(t.db, few)).toBe(2);
  });

  it('refuses bad input: no return-policy agreement, zero quantity, duplicate SKU', async () => {
    const { token } = await walletMember(t);
    const res = await save(token, {
      ...eOrder([sku.get('E-book')!, sku.get('E-book')!], 0),
      agreeReturnPolicy: false,
    });
    expect(res.statusCode).toBe(400);
    const keys = JSON.stringify(res.json().data.fields);
    expect(keys).toContain('validation.order.agreeReturnPolicy');
    expect(keys).toContain('validation.order.qtyZero');
    expect(keys).toContain('validation.order.duplicateLine');
  });
});
