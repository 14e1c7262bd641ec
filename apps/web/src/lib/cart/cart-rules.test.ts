import { ORDER_TYPE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  addCartItem,
  cartCount,
  listFor,
  removeCartItems,
  shouldLoadCart,
  type CartItem,
} from './cart-rules';

const item = (productSkuId: number, orderTypeCode: number = ORDER_TYPE.retail): CartItem => ({
  productSkuId,
  orderTypeCode,
  qty: 1,
});

describe('cart rules (spec "States and transitions")', () => {
  it('sends autoship (66) lines to the autoship list, others to the platform list', () => {
    expect(listFor(item(1, ORDER_TYPE.autoship), 'bzz')).toBe('autoOrderCartData');
    expect(listFor(item(1, ORDER_TYPE.autoship), 'wpm')).toBe('autoOrderCartData');
    expect(listFor(item(1, ORDER_TYPE.firstPurchase), 'bzz')).toBe('cartData');
    expect(listFor(item(1, ORDER_TYPE.retail), 'wpm')).toBe('wpmCartData');
  });

  it('ignores a productSkuId already in the list', () => {
    const once = addCartItem(EMPTY_CART, item(7), 'bzz');
    const twice = addCartItem(once, { ...item(7), qty: 5 }, 'bzz');
    expect(twice.cartData).toEqual([item(7)]);
    expect(twice).toBe(once);
  });

  it('keeps the same sku apart in different lists', () => {
    const lists = addCartItem(addCartItem(EMPTY_CART, item(7), 'bzz'), item(7), 'wpm');
    const withAutoship = addCartItem(lists, item(7, ORDER_TYPE.autoship), 'bzz');
    expect(withAutoship.cartData).toHaveLength(1);
    expect(withAutoship.wpmCartData).toHaveLength(1);
    expect(withAutoship.autoOrderCartData).toHaveLength(1);
  });

  it('deleting removes the matching lines from every list', () => {
    let lists = addCartItem(EMPTY_CART, item(1), 'bzz');
    lists = addCartItem(lists, item(2), 'bzz');
    lists = addCartItem(lists, item(1), 'wpm');
    const after = removeCartItems(lists, (line) => line.productSkuId === 1);
    expect(after.cartData.map((l) => l.productSkuId)).toEqual([2]);
    expect(after.wpmCartData).toEqual([]);
  });

  it('loads the cart only while the current platform list is empty', () => {
    const lists = addCartItem(EMPTY_CART, item(1), 'bzz');
    expect(shouldLoadCart(EMPTY_CART, 'bzz')).toBe(true);
    expect(shouldLoadCart(lists, 'bzz')).toBe(false);
    expect(shouldLoadCart(lists, 'wpm')).toBe(true);
  });

  it('counts the lines of the current platform for the badge', () => {
    const lists = addCartItem(addCartItem(EMPTY_CART, item(1), 'bzz'), item(2), 'bzz');
    expect(cartCount(lists, 'bzz')).toBe(2);
    expect(cartCount(lists, 'wpm')).toBe(0);
  });
});
