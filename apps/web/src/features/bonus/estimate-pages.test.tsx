import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import BonusPage from './bonus-page';

const ESTIMATE = {
  computedAt: '2026-09-16T10:40:00.000Z',
  cyclesPredicted: 4,
  refreshHours: 24,
  currency: 'USD',
  minorUnit: 2,
  cycles: ['38', '39', '40', '41'].map((w, i) => ({
    cycle: `2026-W${w}`,
    start: `2026-09-${14 + 7 * i}T00:00:00+08:00`.replace('09-35', '10-05'),
    open: i === 0,
    total: i === 0 ? '40.00' : '0.00',
    byType: i === 0 ? [{ type: 'bonus', amount: '40.00' }] : [],
  })),
};
const CARD = {
  cycle: '2026-W38',
  computedAt: ESTIMATE.computedAt,
  rank: '05',
  paidAsAward: '01',
  highestAward: '01',
  active: true,
  mustRebuyBV4Active: 0,
  nextAward: '02',
  requirements: [
    {
      key: 'weakLegBv',
      leg: 'R',
      required: '1000.00',
      actual: '400.00',
      gap: '600.00',
      met: false,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the estimated bonus page', () => {
  it('shows when it was computed, the 4-cycle promise and the open cycle', async () => {
    mockApi({ 'GET /bo/bonus/estimate': () => ({ data: ESTIMATE }) });
    renderPage(<BonusPage titleKey="web.page.EstimatedBonus" />, '/memberBenefit/EstimatedBonus');
    expect(await screen.findByText(/predicts only the next 4 cycles/)).toBeTruthy();
    expect(screen.getByText(/Estimated on/)).toBeTruthy();
    expect(screen.getByText(/Sponsor bonus: \$40\.00/)).toBeTruthy();
    expect(screen.getByText('Open cycle')).toBeTruthy();
  });

  it('before the first run: says no estimate was made yet', async () => {
    mockApi({
      'GET /bo/bonus/estimate': () => ({
        data: { ...ESTIMATE, computedAt: null, cycles: [] },
      }),
    });
    renderPage(
      <BonusPage titleKey="web.page.EstimatedBonus" />,
      '/memberBenefit/bnEstimatedBonus/bnIndex',
    );
    expect(await screen.findByText('No estimate has been made yet.')).toBeTruthy();
  });
});

describe('the rank report card on the bonus report', () => {
  it('shows the next award and the gap by leg', async () => {
    mockApi({
      'GET /bo/bonus/rank-card': () => ({ data: CARD }),
      'GET /bo/bonus/report': () => ({
        data: { currency: 'USD', minorUnit: 2, cycles: [], recent: [] },
      }),
    });
    renderPage(<BonusPage titleKey="web.page.BonusReport" />, '/memberBenefit/BonusReport');
    expect(await screen.findByText('Next award: Star')).toBeTruthy();
    expect(screen.getByText('600.00')).toBeTruthy();
    expect(screen.getByText(/right leg/)).toBeTruthy();
  });
});

describe('the vacation points page', () => {
  it('shows the balance, the flush date and the history', async () => {
    mockApi({
      'GET /bo/vacation/points': () => ({
        data: {
          balance: 50,
          lastPaidAt: '2026-09-16T02:00:00.000Z',
          flushAt: '2027-03-16T02:00:00.000Z',
          flushMonths: 6,
          history: [
            {
              at: '2026-09-16T02:00:00.000Z',
              kind: 'earn',
              points: 50,
              balance: 50,
              orderType: 40,
              bv: '50.75',
            },
          ],
        },
      }),
    });
    renderPage(<BonusPage titleKey="web.page.VacationPoint" />, '/memberBenefit/VacationPoint');
    expect(await screen.findByText('Earned')).toBeTruthy();
    expect(screen.getByText('50.75')).toBeTruthy();
    expect(screen.getByTestId('vacation-flush').textContent).toMatch(/2027/);
  });
});
