/**
 * The demo cart as the shop and order page tests stub it (test-only): one line of
 * Vitamin C 1000, so a price seen on the cart page is the one the checkout goes on with.
 */
import type { Cart, CartLine } from '@portal/contract';

/** A cart line of the main list; `over` changes what a test is about. */
export const cartLine = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  list: 'main',
  productSkuId: 70,
  productId: 7,
  orderTypeCode: 40,
  qty: 2,
  kind: 'normal',
  name: 'Vitamin C 1000',
  skuLabel: '60 tablets',
  imageUrl: null,
  memberPrice: '24.90',
  bv: '18.00',
  lineAmount: '49.80',
  lineBv: '36.00',
  stock: 12,
  available: true,
  ...over,
});

export const CART: Cart = {
  platform: 'bzz',
  currency: 'USD',
  minorUnit: 2,
  items: [cartLine()],
  totals: {
    cart: { lines: 1, quantity: 2, amount: '49.80', bv: '36.00' },
    autoship: { lines: 0, quantity: 0, amount: '0.00', bv: '0.00' },
  },
};
