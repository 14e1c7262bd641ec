import { AUTOSHIP_PATHS, CART_PATHS, SANDBOX_CARDS } from '@portal/contract';
import type { TestApp } from '../helpers/test-app.js';
import { addTestAddress, makeShop } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';

/** A shop of two shippable products for autoship tests; answers their SKU ids by name. */
export function makeAutoshipShop(t: TestApp, stock = 50) {
  return makeShop(t.db, [
    { name: 'Shake', price: 3000n, bv: 4000n, stock },
    { name: 'Bar', price: 1000n, bv: 1000n, stock },
  ]);
}

export const path = (p: string, id: number) => p.replace(':id', String(id));

export const card = (number: string = SANDBOX_CARDS.approve.number, expiry = '12/40') => ({
  number,
  expiry,
  cvc: '123',
  holder: 'Ann Buyer',
});

/** A member with an address and the given SKUs in their autoship cart (order type 66). */
export async function autoshipMember(t: TestApp, skuIds: number[]) {
  const { member, token } = await walletMember(t);
  const addressId = await addTestAddress(t, member.id);
  for (const productSkuId of skuIds) {
    const res = await call(t, 'POST', CART_PATHS.save, {
      token,
      body: { productSkuId, qty: 1, orderTypeCode: 66 },
    });
    if (res.json().code !== 0) throw new Error(`cart refused: ${res.body}`);
  }
  return { member, token, addressId };
}

export const plan = (addressId: number, day = 15) => ({
  schedule: { kind: 'monthDay', day },
  delivery: { mode: 'address', addressId },
});

/** Sets up an autoship through the create call; throws unless it succeeds. */
export async function createAutoship(
  t: TestApp,
  token: string,
  addressId: number,
  number: string = SANDBOX_CARDS.approve.number,
) {
  const res = await call(t, 'POST', AUTOSHIP_PATHS.create, {
    token,
    body: { ...plan(addressId), card: card(number) },
  });
  if (res.json().code !== 0) throw new Error(`autoship refused: ${res.body}`);
  return res.json().data as { id: number; nextRunDate: string; status: string };
}
