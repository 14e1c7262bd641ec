import { describe, expect, it } from 'vitest';
import { lineOf, member, order, paid, run } from './engine-fixtures.js';

describe('sponsor bonus (bonus)', () => {
  it('pays the active sponsor 20% of first-purchase and upgrade BV', () => {
    // s is active by its own 50 BV maintenance order; m buys a 150.50 BV package and an
    // upgrade of 49.50: 20% × (150.50 + 49.50) = 40 BV → 4000 cents at 1 USD/BV
    const orders = [order('s', '50', 30), order('m', '150.50', 10), order('m', '49.50', 20)];
    const [c] = run([member('s', null), member('m', 's')], orders);
    expect(paid(c!, 'bonus')).toEqual({ s: '4000' });
    const trail = lineOf(c!, 's', 'bonus')!.explain();
    expect(trail).toMatchObject({ rate: '20.00%', planVersion: 'plan-2026.1', cycle: '2026-W37' });
    expect(trail.sources).toEqual([
      { memberId: 'm', bv: '200.00', orders: [orders[1]!.ref, orders[2]!.ref] },
    ]);
  });

  it('pays nobody when the sponsor is not active, and says why', () => {
    // s bought 49.99 BV in 30 days: not active; nobody above s receives it either
    const [c] = run(
      [member('top', null), member('s', 'top'), member('m', 's')],
      [order('top', '100', 30), order('s', '49.99', 30), order('m', '300', 10)],
    );
    expect(paid(c!, 'bonus')).toEqual({});
    expect(c!.leftOnTable()).toContainEqual({
      memberId: 's',
      type: 'bonus',
      rule: 'not an active distributor',
      amountBv: '60',
    });
  });

  it('pays nothing to a preferred customer, whose own package counts for the sponsor', () => {
    // pc sponsors m: pc earns nothing; pc's own package pays pc's sponsor s 20% × 100 = 20 BV
    const [c] = run(
      [member('s', null), member('pc', 's', undefined, { type: 'PC' }), member('m', 'pc')],
      [order('s', '50', 30), order('pc', '100', 10), order('m', '500', 10)],
    );
    expect(paid(c!)).toEqual({ 's bonus': '2000' });
  });
});

describe('world plan bonus', () => {
  it('pays the sponsor 10% of marketplace BV, which counts for nothing else', () => {
    // m's 200 BV wpm order: s gets 20 BV. m is not active (wpm is not main-platform volume)
    const [c] = run(
      [member('s', null), member('m', 's'), member('n', 'm')],
      [order('s', '50', 30), order('m', '200', 40, 1, { platform: 'wpm' }), order('n', '100', 10)],
    );
    expect(paid(c!)).toEqual({ 's world plan bonus': '2000' });
    expect(c!.facts.active[1]).toBe(0);
    expect(c!.facts.companyVolume).toBe(15000n); // 50 + 100 BV, the wpm order left out
  });
});
