import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { standingFixture } from '../../lib/test/standing-fixture';
import BonusPage from './bonus-page';

const ESTIMATE = {
  computedAt: '2026-09-16T10:40:00.000Z',
  cyclesPredicted: 4,
  refreshHours: 24,
  currency: 'USD',
  minorUnit: 2,
  standing: standingFixture({ cycle: '2026-W38' }),
  cycles: ['38', '39', '40', '41'].map((w, i) => ({
    cycle: `2026-W${w}`,
    start: `2026-09-${14 + 7 * i}T00:00:00+08:00`.replace('09-35', '10-05'),
    open: i === 0,
    total: i === 0 ? '40.00' : '0.00',
    byType: i === 0 ? [{ type: 'bonus', amount: '40.00' }] : [],
    // the member's own autoship scheduled in W40
    ...(i === 2 ? { autoship: { runs: 1, amount: '30.00', bv: '40.00' } } : {}),
  })),
};
const CARD = {
  standing: standingFixture(),
  nextAward: '01',
  requirements: [
    {
      key: 'rank',
      leg: null,
      unit: 'rank',
      required: '05',
      actual: '20',
      gap: '0',
      met: true,
    },
    {
      key: 'weakLegBv',
      leg: 'R',
      unit: 'bv',
      required: '300.00',
      actual: '106.00',
      gap: '194.00',
      met: false,
    },
    {
      key: 'sponsoredActive',
      leg: 'R',
      unit: 'members',
      required: '1',
      actual: '0',
      gap: '1',
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
    expect(screen.getByText('Estimated on 2026-09-16 18:40 UTC+8.')).toBeTruthy();
    expect(screen.getByText(/Sponsor bonus: \$40\.00/)).toBeTruthy();
    expect(screen.getByText('Open cycle')).toBeTruthy();
    // the scheduled autoship the estimate counts, in its cycle only
    expect(screen.getByTestId('estimate-autoship-2026-W40').textContent).toBe(
      'Your autoship: 1 run, $30.00, 40.00 BV (counted)',
    );
    expect(screen.queryByTestId('estimate-autoship-2026-W38')).toBeNull();
    // the standing the projection starts from, in the words every page uses
    expect(screen.getByRole('heading', { name: 'Estimated from your standing now' })).toBeTruthy();
    expect(screen.getByTestId('standing-rank').textContent).toBe('Gold (20)');
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
    expect(await screen.findByText('Next award: Rising Star')).toBeTruthy();
    // names, not codes: rank Gold (20), no paid-as award yet, highest award Star (02)
    expect(screen.getByTestId('standing-rank').textContent).toBe('Gold (20)');
    expect(screen.getByTestId('standing-paid-as').textContent).toBe('None yet (cycle 2026-W48)');
    expect(screen.getByTestId('standing-highest').textContent).toBe('Star (02)');
    expect(screen.getByTestId('standing-active').textContent).toBe('Active');
    expect(screen.getByTestId('must-rebuy').textContent).toBe('0.00 BV');
    // every figure with its unit, counts in the plural they need
    expect(screen.getByTestId('standing-left').textContent).toBe('313.00 BV · 86 members');
    expect(screen.getByTestId('standing-right').textContent).toBe('106.00 BV · 1 member');
    expect(screen.getByText('1,902.00 BV / 0.00 BV')).toBeTruthy();
    expect(screen.getByText('1 member / 0 members')).toBeTruthy();
    // the rank requirement by names, met without a gap computed from codes
    const rank = screen.getByText('Rank VIP or higher').closest('tr')!;
    expect([...rank.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Rank VIP or higher',
      'VIP',
      'Gold',
      '—',
      'Met',
    ]);
    const right = screen.getByText('Leg volume this cycle (right leg)').closest('tr')!;
    expect(right.textContent).toContain('194.00 BV');
    const sponsored = screen
      .getByText('Personally sponsored active distributors (right leg)')
      .closest('tr')!;
    expect(sponsored.textContent).toContain('1 member');
  });

  it('says why a member with marketplace orders only is not active', async () => {
    mockApi({
      'GET /bo/bonus/rank-card': () => ({
        data: {
          ...CARD,
          standing: standingFixture({
            rank: '10',
            highestAward: '00',
            paidAsCycle: null,
            active: false,
            pbv30: '0.00',
            mustRebuyBV4Active: '50.00',
            marketplaceBv30: '77.00',
          }),
        },
      }),
      'GET /bo/bonus/report': () => ({
        data: { currency: 'USD', minorUnit: 2, cycles: [], recent: [] },
      }),
    });
    renderPage(<BonusPage titleKey="web.page.BonusReport" />, '/memberBenefit/BonusReport');
    expect(await screen.findByTestId('standing-marketplace')).toBeTruthy();
    expect(screen.getByTestId('standing-marketplace').textContent).toContain('77.00 BV');
    expect(screen.getByTestId('standing-active').textContent).toBe('Not active');
    expect(screen.getByTestId('must-rebuy').textContent).toBe('50.00 BV');
    expect(screen.getByTestId('standing-paid-as').textContent).toBe('None yet');
  });
});

describe('the vacation points page', () => {
  const entry = (n: number) => ({
    id: String(n),
    at: `2026-09-${String(n).padStart(2, '0')}T02:00:00.000Z`,
    kind: 'earn',
    points: 10,
    balance: 10 * n,
    orderType: 40,
    bv: `${n}0.75`,
  });

  it('shows the balance and the flush date, and pages the history on the server', async () => {
    const api = mockApi({
      'GET /bo/vacation/points': () => ({
        data: {
          // the whole history's balance, not the sum of the page shown
          balance: 300,
          lastPaidAt: '2026-09-16T02:00:00.000Z',
          flushAt: '2027-03-16T02:00:00.000Z',
          flushMonths: 6,
        },
      }),
      'GET /bo/vacation/history': ({ query }) => {
        const pageNum = Number(query.get('pageNum'));
        // 25 entries, newest first: page 1 holds 25..6, page 2 holds 5..1
        const from = pageNum === 1 ? 25 : 5;
        const size = pageNum === 1 ? 20 : 5;
        const list = Array.from({ length: size }, (_, i) => entry(from - i));
        return { data: { list, total: 25, pageNum, pageSize: 20 } };
      },
    });
    renderPage(<BonusPage titleKey="web.page.VacationPoint" />, '/memberBenefit/VacationPoint');
    expect(await screen.findByText('250.75')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    expect(screen.getAllByText('Earned')).toHaveLength(20);
    // business time, as the wallet and the messages show it
    expect(screen.getByTestId('vacation-flush').textContent).toBe('2027-03-16 10:00 UTC+8');
    expect(api.sent('GET /bo/vacation/history')[0]!.query.get('pageSize')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('10.75')).toBeTruthy();
    expect(screen.queryByText('250.75')).toBeNull();
    expect(api.sent('GET /bo/vacation/history').at(-1)!.query.get('pageNum')).toBe('2');
    // the balance card stays the whole history's
    expect(screen.getByText('300')).toBeTruthy();
  });
});
