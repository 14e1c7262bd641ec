import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from '../../lib/test/open-page';

const FINANCE = {
  id: 2,
  loginName: 'fin',
  displayName: 'Finance',
  roles: ['finance'],
  permissions: ['home:view', 'cycle:view', 'withdrawal:view'],
  companies: null,
};

const home = (openCycle: unknown) => ({
  data: {
    pendingWithdrawals: 3,
    awaitingMyApproval: { batches: 0, adjustments: 0, cycles: 1 },
    failedJobs: 0,
    ledgerCheck: null,
    openCycle,
    lowStock: null,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the console home', () => {
  it("shows the open cycle's volume per company and when it was summed (UTC+8)", async () => {
    await openPage('/', FINANCE, {
      '/home': home({
        cycle: '2026-W50',
        asOf: '2026-12-06T06:35:00.000Z',
        companies: [{ companyCode: 'US', bv: '270.45', buyers: 3 }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Open cycle 2026-W50' })).toBeVisible();
    expect(screen.getByText('As of 14:35 UTC+8')).toBeVisible();
    expect(screen.getByRole('link', { name: 'US' })).toHaveAttribute('href', '/cycles?company=US');
    expect(screen.getByText('270.45 BV · 3 buyers')).toBeVisible();
  });

  it('says so when nobody bought yet', async () => {
    await openPage('/', FINANCE, {
      '/home': home({ cycle: '2026-W51', asOf: '2026-12-13T16:00:00.000Z', companies: [] }),
    });
    expect(await screen.findByText('No volume in this cycle yet.')).toBeVisible();
    expect(screen.getByText('As of 00:00 UTC+8')).toBeVisible();
  });

  it('shows an error when the home does not load', async () => {
    await openPage('/', FINANCE, { '/home': { status: 500, code: 500, msg: 'boom' } });
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
