import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { standingFixture } from '../../lib/test/standing-fixture';
import BonusPage from './bonus-page';

const W37 = {
  cycle: '2026-W37',
  start: '2026-09-07T00:00:00+08:00',
  total: '60.00',
  byType: [
    { type: 'bonus', amount: '40.00' },
    { type: 'world plan bonus', amount: '20.00' },
  ],
  leftCount: 1,
};
const REPORT = { currency: 'USD', minorUnit: 2, cycles: [W37], recent: [W37] };
const CYCLE = {
  cycle: '2026-W37',
  closed: true,
  currency: 'USD',
  minorUnit: 2,
  lines: [
    {
      type: 'bonus',
      amount: '40.00',
      adjustment: '0.00',
      trail: {
        rule: 'sponsor: rate × first-purchase and upgrade BV of personally sponsored members',
        active: true,
        rate: '20%',
        sources: [{ memberId: 812, bv: '200.00' }],
        aNewFact: '7',
        planVersion: 'plan-2026.1',
      },
    },
  ],
  leftOnTable: [
    { type: 'team', rule: 'not binary qualified', amountBv: null, volume: null },
    { type: 'unilevel', rule: 'level 3 not open', amountBv: '4.50', volume: null },
  ],
  standing: standingFixture({
    cycle: '2026-W37',
    closed: true,
    paidAsCycle: '2026-W37',
    pbv30: null,
    mustRebuyBV4Active: null,
    marketplaceBv30: null,
  }),
};

const render = (path = '/memberBenefit/BonusReport/bnIndex') =>
  renderPage(<BonusPage titleKey="web.page.BonusReport" />, path);

afterEach(() => vi.unstubAllGlobals());

describe('the bonus report page', { timeout: 30_000 }, () => {
  it('shows totals by type, opens a cycle and explains a line', async () => {
    mockApi({
      'GET /bo/bonus/report': () => ({ data: REPORT }),
      'GET /bo/bonus/cycle/2026-W37': () => ({ data: CYCLE }),
    });
    render();
    expect(await screen.findByText(/Sponsor bonus: \$40\.00/)).toBeTruthy();
    // a cycle's first day is a date alone, in the member's locale
    expect(screen.getByText('Sep 7, 2026')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /last 12 closed cycles/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Explain' }));
    // every fact is named in the member's language; the rule is told by the line's type
    expect(
      await screen.findByText(
        'Rate × the first-purchase and upgrade BV of your personally sponsored members',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Plan version' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Active' }).nextSibling?.textContent).toBe('Yes');
    // a list of facts is a small table of its own, its columns named too
    expect(screen.getByRole('columnheader', { name: 'Member' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '200.00 BV' })).toBeTruthy();
    // a fact a newer plan adds shows its own name rather than nothing
    expect(screen.getByRole('rowheader', { name: 'aNewFact' })).toBeTruthy();
    // what was left on the table, and why, in the member's words, with units
    expect(screen.getByText(/^Not binary qualified: active, VIP or higher/)).toBeTruthy();
    expect(screen.getByText('Level 3 is not open to your rank')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '4.50 BV' })).toBeTruthy();
    // the member's standing at the close, as the trees show that cycle
    expect(
      screen.getByRole('heading', { name: 'Your standing at the close of 2026-W37' }),
    ).toBeTruthy();
    expect(screen.getByTestId('standing-rank').textContent).toBe('Gold (20)');
    expect(screen.getByTestId('standing-paid-as').textContent).toBe('None yet');
    expect(screen.queryByTestId('must-rebuy')).toBeNull();
  });

  it('names ranks and awards in a trail and gives its volumes their unit', async () => {
    const team = {
      type: 'team',
      amount: '50.04',
      adjustment: '0.00',
      trail: { rank: '20', paidAsAward: '00', leftVolume: '469.00', capBv: '2500', rate: '12.00%' },
    };
    mockApi({
      'GET /bo/bonus/report': () => ({ data: REPORT }),
      'GET /bo/bonus/cycle/2026-W37': () => ({ data: { ...CYCLE, lines: [team] } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Explain' }));
    // the trail's own table: the standing beside it names a rank too
    const trail = await screen.findByRole('table', { name: 'How this line was worked out' });
    const fact = async (name: string) =>
      (await within(trail).findByRole('rowheader', { name })).nextSibling?.textContent;
    expect(await fact('Rank')).toBe('Gold (20)');
    expect(await fact('Paid as')).toBe('None yet');
    expect(await fact('Left volume')).toBe('469.00 BV');
    expect(await fact('Cap (BV)')).toBe('2,500.00 BV');
    expect(await fact('Rate')).toBe('12.00%');
  });

  it('counts what was left on the table in words: "1 rule", "2 rules", "Nothing"', async () => {
    const cycles = [1, 2, 0].map((n, i) => ({ ...W37, cycle: `2026-W3${i}`, leftCount: n }));
    mockApi({ 'GET /bo/bonus/report': () => ({ data: { ...REPORT, cycles } }) });
    render('/memberBenefit/BonusReport');
    expect(await screen.findByText('1 rule')).toBeTruthy();
    expect(screen.getByText('2 rules')).toBeTruthy();
    expect(screen.getByText('Nothing')).toBeTruthy();
  });

  it('says so when the end is not after the start, and sends nothing', async () => {
    const api = mockApi({ 'GET /bo/bonus/report': () => ({ data: { ...REPORT, cycles: [] } }) });
    render('/memberBenefit/BonusReport');
    expect(await screen.findByText('No closed cycles in this range.')).toBeTruthy();
    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2000-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('End time must be later than start time.');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(api.calls.length).toBe(before));
  });

  it('shows an error with a retry when the report fails', async () => {
    mockApi({ 'GET /bo/bonus/report': () => ({ code: 500, msg: 'boom' }) });
    render();
    expect(await screen.findByText('Your bonus report could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
