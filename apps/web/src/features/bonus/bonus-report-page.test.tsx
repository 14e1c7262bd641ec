import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
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
  leftOnTable: [{ type: 'team', rule: 'not binary qualified', amountBv: null, volume: null }],
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
    expect(screen.getByRole('cell', { name: '200.00' })).toBeTruthy();
    // a fact a newer plan adds shows its own name rather than nothing
    expect(screen.getByRole('rowheader', { name: 'aNewFact' })).toBeTruthy();
    expect(screen.getByText('not binary qualified')).toBeTruthy();
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
