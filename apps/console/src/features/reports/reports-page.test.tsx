import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const FINANCE = {
  id: 2,
  loginName: 'fin',
  displayName: 'Fin Ance',
  roles: ['finance'],
  permissions: ['home:view', 'report:view'],
  companies: ['US'],
};
const HEAD = { companyCode: 'US', currency: 'USD', minorUnit: 2, cycles: ['2026-W48', '2026-W49'] };
const SALES = {
  ...HEAD,
  rows: [
    {
      cycle: '2026-W49',
      platform: 'bzz',
      orders: 3,
      sales: '15000',
      refunds: '1000',
      net: '14000',
      bv: '280.00',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the reports page', () => {
  it('draws the sales chart with its figures in a table, and shows a refused period', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: FINANCE },
      '/reports/sales': { data: SALES },
      '/reports/sales/csv': { data: null },
      '/reports/members': {
        code: 422,
        data: { error: 'reportPeriodOrder' },
        msg: 'The period ends before it starts.',
      },
    });
    await renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', {
      name: 'Net sales per cycle and platform, company US',
    });
    // ECharts drew its SVG into the chart's box
    await vi.waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(screen.getByText('150.00 USD')).toBeInTheDocument();
    expect(screen.getByText('140.00 USD')).toBeInTheDocument();
    expect(screen.getByText('280.00')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((u) => u.includes('/reports/sales?company=US'))).toBe(true);
    // the CSV asks for the same report with the same query
    fireEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('/reports/sales/csv?company=US')),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Members' }));
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();
  });

  it('says so when a period has no figures', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: FINANCE },
      '/reports/payouts': { data: { ...HEAD, rows: [] } },
    });
    await renderApp('/reports?report=payouts&company=US');
    expect(await screen.findByText('No figures for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Bonus paid per cycle/ })).toBeNull();
  });
});
