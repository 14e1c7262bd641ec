import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../common/domain.js';
import {
  cartListOf,
  cartTotals,
  isDuplicateLine,
  platformOfList,
  qtyProblem,
} from './cart-rules.js';

describe('cart rules (spec "States and transitions")', () => {
  it('sends order type 66 to the autoship list and any other to the platform list', () => {
    expect(cartListOf(ORDER_TYPE.autoship, 'bzz')).toBe('autoship');
    expect(cartListOf(ORDER_TYPE.autoship, 'wpm')).toBe('autoship');
    expect(cartListOf(ORDER_TYPE.retail, 'bzz')).toBe('main');
    expect(cartListOf(ORDER_TYPE.firstPurchase, 'wpm')).toBe('worldplan');
    expect(platformOfList('autoship')).toBe('bzz');
    expect(platformOfList('worldplan')).toBe('wpm');
  });

  it('finds a productSkuId already in the list', () => {
    expect(isDuplicateLine([{ productSkuId: 3 }], 3)).toBe(true);
    expect(isDuplicateLine([{ productSkuId: 3 }], 4)).toBe(false);
  });

  it('never allows zero, more than 99, or more than the stock', () => {
    expect(qtyProblem(0, 10)).toBe('zero');
    expect(qtyProblem(1.5, 10)).toBe('zero');
    expect(qtyProblem(100, 1000)).toBe('tooMany');
    expect(qtyProblem(11, 10)).toBe('stock');
    expect(qtyProblem(10, 10)).toBeNull();
  });

  it('totals exactly in minor units and BV hundredths', () => {
    const lines = [
      { qty: 3, unitPrice: 10n, unitBv: 1n }, // 0.10 three times is 0.30, not 0.30000000000000004
      { qty: 99, unitPrice: 999_999_999_999n, unitBv: 123_456n },
    ];
    expect(cartTotals(lines)).toEqual({
      lines: 2,
      quantity: 102,
      amount: 30n + 99n * 999_999_999_999n,
      bv: 3n + 99n * 123_456n,
    });
    expect(cartTotals([])).toEqual({ lines: 0, quantity: 0, amount: 0n, bv: 0n });
  });
});
