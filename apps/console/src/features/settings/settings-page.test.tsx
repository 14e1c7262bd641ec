import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 1,
  loginName: 'ann',
  displayName: 'Ann Operator',
  roles: ['admin'],
  permissions: ['home:view', 'company:settings'],
  companies: null,
};

const setting = (
  companyCode: string,
  stockAlertEmail: string | null,
  stockAlertLocale = 'en',
  lowStockDefault = 10,
) => ({
  companyCode,
  companyName: `${companyCode} Inc`,
  currency: 'USD',
  minorUnit: 2,
  adjustmentApprovalAbove: '100000',
  cycleClose: 'automatic',
  stockAlertEmail,
  stockAlertLocale,
  lowStockDefault,
  saved: stockAlertEmail !== null,
});

afterEach(() => vi.unstubAllGlobals());

const openEdit = async (company: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Settings of ${company}` }));
  return screen.findByRole('dialog');
};
const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('company settings', () => {
  it('shows each stock alert address and saves a new one with a reason and a code', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/company-settings': {
        data: { list: [setting('US', 'stock@us.example', 'zh-CN'), setting('MY', null)] },
      },
      '/company-settings/MY': (body) => {
        const saved = body as {
          stockAlertEmail: string;
          stockAlertLocale: string;
          lowStockDefault: number;
        };
        return {
          data: setting('MY', saved.stockAlertEmail, saved.stockAlertLocale, saved.lowStockDefault),
        };
      },
    });
    await renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company settings' }),
    ).toBeVisible();
    // the address with the language its alert is written in
    expect(await screen.findByText('stock@us.example (中文)')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();

    const dialog = await openEdit('MY');
    expect(within(dialog).getByText(/Every day at 08:00 UTC\+8/)).toBeInTheDocument();
    fill(dialog, 'Stock alert e-mail', 'stock@my.example');
    fireEvent.mouseDown(within(dialog).getByLabelText('Stock alert language'));
    fireEvent.click(await screen.findByTitle('Bahasa Melayu'));
    fill(dialog, 'Low-stock default (units)', '25');
    fill(dialog, 'Reason', 'the warehouse wants the alert');
    fill(dialog, 'Code from your authenticator', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      adjustmentApprovalAbove: '1000.00',
      cycleClose: 'automatic',
      stockAlertEmail: 'stock@my.example',
      stockAlertLocale: 'ms',
      lowStockDefault: 25,
      reason: 'the warehouse wants the alert',
      code: '123456',
    });
    expect(await screen.findByText('Settings of MY saved.')).toBeInTheDocument();
  });

  it('refuses a malformed address before sending it', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/company-settings': { data: { list: [setting('US', null)] } },
    });
    await renderApp('/settings');
    const dialog = await openEdit('US');
    fill(dialog, 'Stock alert e-mail', 'not-an-address');
    fill(dialog, 'Reason', 'typo');
    fill(dialog, 'Code from your authenticator', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address such as stock@example.com.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows each low-stock default and refuses one that is not a whole number', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/company-settings': { data: { list: [setting('US', null, 'en', 40)] } },
    });
    await renderApp('/settings');
    expect(await screen.findByRole('columnheader', { name: 'Low-stock default' })).toBeVisible();
    expect(await screen.findByText('40')).toBeInTheDocument();
    const dialog = await openEdit('US');
    fill(dialog, 'Low-stock default (units)', '');
    fill(dialog, 'Reason', 'typo');
    fill(dialog, 'Code from your authenticator', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a whole number from 0 to 1000000.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says so when the settings cannot be read', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/company-settings': { status: 500, code: 500, msg: 'Server is busy' },
    });
    await renderApp('/settings');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
