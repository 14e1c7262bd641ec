import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order-constants.js';
import {
  allocatePayment,
  allocateRefund,
  orderAmounts,
  orderTypeRefusal,
  packTotalMatches,
  refundBv,
  stockNeeds,
  taxOf,
} from './order-rules.js';
import { canTakeOrderStep, isFinalOrderStatus, nextOrderStatuses } from './order-states.js';
import { activeUntil, mustRebuyBv, rankProgress } from './order-effects.js';

const S = ORDER_STATUS;

describe('order state machine', () => {
  it('lets a member pay or cancel only an unpaid order', () => {
    expect(canTakeOrderStep('pay', S.awaitingPayment, 'member')).toBe(true);
    expect(canTakeOrderStep('pay', S.awaitingBranchPayment, 'operator')).toBe(true);
    expect(canTakeOrderStep('pay', S.paid, 'member')).toBe(false);
    expect(canTakeOrderStep('cancel', S.paid, 'member')).toBe(false);
    expect(canTakeOrderStep('cancel', S.awaitingBranchPayment, 'member')).toBe(true);
  });
  it('keeps ship, deliver and refund to operators, in order', () => {
    expect(canTakeOrderStep('ship', S.paid, 'member')).toBe(false);
    expect(canTakeOrderStep('ship', S.paid, 'operator')).toBe(true);
    expect(canTakeOrderStep('deliver', S.paid, 'operator')).toBe(false);
    expect(canTakeOrderStep('deliver', S.shipped, 'operator')).toBe(true);
    expect(canTakeOrderStep('refund', S.awaitingPayment, 'operator')).toBe(false);
    expect(canTakeOrderStep('refundPart', S.partiallyRefunded, 'operator')).toBe(true);
  });
  it('expires only through the system, and ends there', () => {
    expect(canTakeOrderStep('expire', S.awaitingPayment, 'member')).toBe(false);
    expect(canTakeOrderStep('expire', S.awaitingPayment, 'system')).toBe(true);
    for (const end of [S.cancelled, S.expired, S.refunded])
      expect(isFinalOrderStatus(end)).toBe(true);
    expect(nextOrderStatuses(S.paid).sort()).toEqual(
      [S.shipped, S.partiallyRefunded, S.refunded].sort(),
    );
  });
});

describe('order rules', () => {
  it('sums identical SKUs and pack contents, ascending by SKU id', () => {
    const needs = stockNeeds([
      {
        productSkuId: 9,
        qty: 2,
        packItems: [
          { productSkuId: 3, qty: 2 },
          { productSkuId: 5, qty: 1 },
        ],
      },
      { productSkuId: 3, qty: 1 },
    ]);
    expect(needs).toEqual([
      { skuId: 3, qty: 5 },
      { skuId: 5, qty: 2 },
      { skuId: 9, qty: 2 },
    ]);
  });
  it('checks a pack total exactly', () => {
    expect(packTotalMatches([{ qty: 2 }, { qty: 4 }], 6)).toBe(true);
    expect(packTotalMatches([{ qty: 2 }], 6)).toBe(false);
    expect(packTotalMatches(undefined, 6)).toBe(false);
  });
  it('refuses by status, PC upgrade, a second first purchase and autoship off bzz', () => {
    const base = {
      orderType: 40 as const,
      memberStatus: 10,
      memberType: 'D',
      hasPaidFirstPurchase: false,
      platform: 'bzz',
    };
    expect(orderTypeRefusal(base)).toBeNull();
    expect(orderTypeRefusal({ ...base, memberStatus: 30 })).toBe('memberInactive');
    expect(orderTypeRefusal({ ...base, orderType: 20, memberType: 'PC' })).toBe('pcUpgradeRefused');
    expect(orderTypeRefusal({ ...base, orderType: 20 })).toBeNull();
    expect(orderTypeRefusal({ ...base, orderType: 10, hasPaidFirstPurchase: true })).toBe(
      'firstPurchaseDone',
    );
    expect(orderTypeRefusal({ ...base, orderType: 66, platform: 'wpm' })).toBe(
      'orderTypeNotAllowed',
    );
  });
  it('prices exactly: tax half up on the goods, shipping on top', () => {
    expect(taxOf(1005n, 600)).toBe(60n); // 60.3 → 60
    expect(taxOf(1025n, 600)).toBe(62n); // 61.5 → 62
    expect(orderAmounts([{ unitPrice: 1999n, unitBv: 1250n, qty: 3 }], 500n, 1000)).toEqual({
      subtotal: 5997n,
      shipping: 500n,
      tax: 600n,
      total: 7097n,
      bv: 3750n,
    });
  });
  it('allocates payments shipping → tax → goods and refunds goods → tax → shipping', () => {
    const parts = { sales: 1000n, tax: 100n, shipping: 50n };
    expect(allocatePayment(parts, 0n, 1150n)).toEqual(parts);
    expect(allocatePayment(parts, 0n, 120n)).toEqual({ sales: 0n, tax: 70n, shipping: 50n });
    expect(allocatePayment(parts, 120n, 1030n)).toEqual({ sales: 1000n, tax: 30n, shipping: 0n });
    expect(allocateRefund(parts, 0n, 1050n)).toEqual({ sales: 1000n, tax: 50n, shipping: 0n });
    expect(allocateRefund(parts, 1050n, 100n)).toEqual({ sales: 0n, tax: 50n, shipping: 50n });
  });
  it('takes back BV in proportion, all of it with the last refund', () => {
    expect(refundBv(1000n, 300n, 0n, 100n)).toBe(333n);
    expect(refundBv(1000n, 300n, 100n, 100n)).toBe(333n);
    expect(refundBv(1000n, 300n, 200n, 100n)).toBe(334n);
    expect(refundBv(1000n, 300n, 0n, 300n)).toBe(1000n);
  });
});

describe('what an order changes (compensation plan)', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it('computes mustRebuyBV4Active and the active-until date', () => {
    const entries = [
      { bv: 3000n, paidAt: daysAgo(20) },
      { bv: 3000n, paidAt: daysAgo(5) },
    ];
    expect(mustRebuyBv(entries.slice(0, 1), now, 10)).toBe(2000n);
    expect(mustRebuyBv(entries, now, 10)).toBe(0n);
    // active until the older order leaves the 30-day window: 10 days from now
    expect(activeUntil(entries, now, 10)).toEqual(
      new Date(daysAgo(20).getTime() + 30 * 86_400_000),
    );
    expect(activeUntil(entries.slice(0, 1), now, 10)).toBeNull();
    expect(activeUntil(entries, now, 30)).toBeNull();
  });
  it('shows rank progress, never down, and nothing for a PC', () => {
    expect(rankProgress('0', 5000n, 6000n, 'D')).toEqual({
      before: '0',
      after: '05',
      next: '10',
      bvToNext: 19000n,
    });
    expect(rankProgress('20', 0n, 100n, 'D')).toMatchObject({
      before: '20',
      after: '20',
      next: '30',
    });
    expect(rankProgress('0', 0n, 50000n, 'PC')).toEqual({
      before: '0',
      after: '0',
      next: null,
      bvToNext: null,
    });
  });
});
