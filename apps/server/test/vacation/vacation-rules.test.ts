import { describe, expect, it } from 'vitest';
import { flushAt, pointsFor } from '../../src/modules/vacation/index.js';
import { isDue } from '../../src/modules/vacation/vacation-rules.js';

const change = (bv: bigint, orderType = 30, platform = 'bzz') => ({
  memberId: 1,
  paidAt: new Date('2026-03-10T02:00:00Z'),
  platform,
  orderType,
  bvHundredths: bv,
});

describe('vacation points earned (1 point per whole BV of bzz orders 30, 40, 66)', () => {
  it('a maintenance order of 150.99 BV earns 150 points; retail and autoship earn too', () => {
    expect(pointsFor(change(15_099n, 30))).toBe(150n);
    expect(pointsFor(change(5_000n, 40))).toBe(50n);
    expect(pointsFor(change(99n, 66))).toBe(0n);
  });

  it('first-purchase, upgrade and marketplace orders earn nothing', () => {
    expect(pointsFor(change(30_000n, 10))).toBe(0n);
    expect(pointsFor(change(30_000n, 20))).toBe(0n);
    expect(pointsFor(change(30_000n, 40, 'wpm'))).toBe(0n);
  });

  it('a refund of 50.60 BV takes back 50 points (whole BV refunded)', () => {
    expect(pointsFor(change(-5_060n, 30))).toBe(-50n);
  });
});

describe('the flush date: 6 calendar months after the last paid order, UTC+8', () => {
  it('10 March 10:00 (UTC+8) flushes after 10 September 10:00', () => {
    expect(flushAt(new Date('2026-03-10T02:00:00Z')).toISOString()).toBe(
      '2026-09-10T02:00:00.000Z',
    );
  });

  it("31 August clamps to February's last day; the business day decides, not UTC's", () => {
    expect(flushAt(new Date('2026-08-31T04:00:00Z')).toISOString()).toBe(
      '2027-02-28T04:00:00.000Z',
    );
    // 31 Aug 20:00 UTC is 1 September 04:00 in UTC+8
    expect(flushAt(new Date('2026-08-31T20:00:00Z')).toISOString()).toBe(
      '2027-02-28T20:00:00.000Z',
    );
  });

  it('is due only once more than 6 months have passed', () => {
    const last = new Date('2026-03-10T02:00:00Z');
    expect(isDue(last, new Date('2026-09-10T02:00:00Z'))).toBe(false);
    expect(isDue(last, new Date('2026-09-10T02:00:01Z'))).toBe(true);
  });
});
