import type { WalletMovement } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import TransactionHistoryPage from './transaction-history-page';

const MOVEMENT: WalletMovement = {
  id: '501',
  journalId: '90',
  account: 'bonus',
  type: 'transfer',
  amount: '-10.00',
  balanceAfter: '1240.00',
  currency: 'USD',
  createdAt: '2026-02-01T10:00:00.000Z',
  reference: { kind: 'transfer', id: '41' },
  counterparty: { memberId: 8, loginName: 'US000008', name: 'Jo Lee' },
  remark: 'thanks',
};
const page = (list: WalletMovement[], total = list.length) => ({
  list,
  total,
  pageNum: 1,
  pageSize: 20,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () =>
  renderPage(
    <TransactionHistoryPage titleKey="web.page.TransactionHistory" />,
    '/myAccount/TransactionHistory',
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('TransactionHistory', { timeout: 30_000 }, () => {
  it('shows the bonus account first, newest first, signed and formatted', async () => {
    const mock = mockApi({ 'GET /bo/ewallet/transactions': () => ({ data: page([MOVEMENT]) }) });
    render();
    expect(await screen.findByText('-$10.00')).toBeInTheDocument();
    expect(screen.getByText('$1,240.00')).toBeInTheDocument();
    expect(screen.getByText('Jo Lee (US000008)')).toBeInTheDocument();
    const [first] = mock.sent('GET /bo/ewallet/transactions');
    expect(first!.query.get('account')).toBe('bonus');
    expect(first!.query.get('pageNum')).toBe('1');
    expect(first!.query.has('start')).toBe(false);
  });

  it('refuses an end day before the start day and asks nothing', async () => {
    const mock = mockApi({ 'GET /bo/ewallet/transactions': () => ({ data: page([]) }) });
    render();
    await screen.findByText('No movements match this filter');
    type('From', '2026-02-10');
    type('To', '2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('End time must be later than start time')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mock.sent('GET /bo/ewallet/transactions')).toHaveLength(1);
    expect(mock.sent('GET /bo/ewallet/transactions/export')).toHaveLength(0);
  });

  it('searches and exports the same filter, days as a half-open range', async () => {
    const mock = mockApi({
      'GET /bo/ewallet/transactions': () => ({ data: page([MOVEMENT]) }),
      'GET /bo/ewallet/transactions/export': () => ({ data: null }),
    });
    render();
    await screen.findByText('-$10.00');
    type('From', '2026-02-01');
    type('To', '2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mock.sent('GET /bo/ewallet/transactions')).toHaveLength(2));
    const query = mock.sent('GET /bo/ewallet/transactions')[1]!.query;
    expect(query.get('start')).toBe(new Date(2026, 1, 1).toISOString());
    expect(query.get('end')).toBe(new Date(2026, 1, 2).toISOString());
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mock.sent('GET /bo/ewallet/transactions/export')).toHaveLength(1));
    const exported = mock.sent('GET /bo/ewallet/transactions/export')[0]!.query;
    expect(exported.get('account')).toBe('bonus');
    expect(exported.get('start')).toBe(query.get('start'));
    expect(exported.has('pageNum')).toBe(false);
  });
});
