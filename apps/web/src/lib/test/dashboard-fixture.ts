import type { DashboardSummary, MemberStanding } from '@portal/contract';
import { standingFixture } from './standing-fixture';

/** Twelve closed cycles, W38 … W49 of 2026, oldest first, as the summary answers them. */
const cycles = Array.from({ length: 12 }, (_, i) => {
  const week = 38 + i;
  return {
    cycle: `2026-W${week}`,
    start: '2026-09-14T00:00:00+08:00',
    total: `${(i + 1) * 10}.50`,
    leftBv: `${(i + 1) * 100}.00`,
    rightBv: `${(i + 1) * 40}.00`,
  };
});

/** The dashboard summary of the demo member: its standing from the standing fixture. */
export function dashboardFixture(over: Partial<MemberStanding> = {}): DashboardSummary {
  return {
    rankCard: {
      standing: standingFixture(over),
      nextAward: '03',
      requirements: [
        {
          key: 'active',
          leg: null,
          unit: 'bv',
          required: '50.00',
          actual: '94.00',
          gap: '0.00',
          met: true,
        },
        {
          key: 'weakLegBv',
          leg: 'R',
          unit: 'bv',
          required: '2000.00',
          actual: '500.00',
          gap: '1500.00',
          met: false,
        },
      ],
    },
    wallet: [
      { account: 'bonus', currency: 'USD', minorUnit: 2, balance: '1234.50', available: '1234.50' },
      { account: 'eproduct', currency: 'USD', minorUnit: 2, balance: '20.00', available: '20.00' },
      { account: 'worldplan', currency: 'USD', minorUnit: 2, balance: '0.00', available: '0.00' },
    ],
    currency: 'USD',
    minorUnit: 2,
    estimate: { cycle: '2026-W50', total: '42.75', computedAt: '2026-12-06T01:00:00.000Z' },
    recent: cycles,
  };
}
