import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 1,
  loginName: 'ann',
  displayName: 'Ann Operator',
  roles: ['approver'],
  permissions: ['home:view', 'withdrawal:view', 'withdrawal:approve'],
  companies: null,
};

const ITEM = {
  id: 5,
  memberId: 77,
  loginName: 'bob',
  companyCode: 'BZZ',
  account: 'bonus',
  amount: '125000',
  fee: '500',
  currency: 'USD',
  minorUnit: 2,
  status: 1,
  bankName: 'Bank One',
  maskedAccountNumber: '****1234',
  paymentMethod: 'bank',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  updatedAt: new Date().toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

describe('withdrawal queue', () => {
  it('shows the sections and steps the permissions allow, and takes a step', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/withdrawals': { data: { list: [ITEM], total: 1, pageNum: 1, pageSize: 20 } },
      '/withdrawals/5/decision/approve': { data: { id: 5, status: 10 } },
    });
    await renderApp('/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Members' })).toBeNull();
    expect(screen.getByText('Ann Operator')).toBeInTheDocument();

    expect(await screen.findByText('1250.00 USD')).toBeInTheDocument();
    expect(screen.getByText('Bank One ****1234')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send to the bank/i })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve #5' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'checked' } });
    fireEvent.change(within(dialog).getByLabelText('Code from your authenticator'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/console-api/withdrawals/5/decision/approve',
      ),
    );
    expect(await screen.findByText('Withdrawal #5 updated.')).toBeInTheDocument();
  });
});
