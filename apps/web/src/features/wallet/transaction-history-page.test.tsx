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
describe('TransactionHistory', { timeout: 30_000 }, () => {
  it('shows the bonus account first, newest first, signed and formatted', async () => {
    const mock = mockApi({ 'GET /bo/ewallet/transactions': () => ({ data: page([MOVEMENT]) }) });
    render();
    expect(await screen.findByText('-$10.00')).toBeInTheDocument();
    expect(screen.getByText('$1,240.00')).toBeInTheDocument();
    expect(screen.getByText('2026-02-01 18:00 UTC+8')).toBeInTheDocument();
    expect(screen.getByText('Jo Lee (US000008)')).toBeInTheDocument();
    const [first] = mock.sent('GET /bo/ewallet/transactions');
    expect(first!.query.get('account')).toBe('bonus');
    expect(first!.query.get('pageNum')).toBe('1');
    expect(first!.query.has('start')).toBe(false);
  });

  it('names every journal type and shows what a line belongs to, never a raw key', async () => {
    const bonus: WalletMovement = {
      ...MOVEMENT,
      id: '502',
      type: 'bonusClose',
      amount: '20.78',
      balanceAfter: '1260.78',
      reference: { kind: 'bonusCycle', id: '2026-W48' },
      counterparty: null,
      remark: null,
    };
    const order: WalletMovement = {
      ...bonus,
      id: '503',
      type: 'orderPayment',
      amount: '-135.50',
      balanceAfter: '1240.00',
      reference: { kind: 'order', id: 'US261126000059' },
    };
    mockApi({ 'GET /bo/ewallet/transactions': () => ({ data: page([bonus, order]) }) });
    const { container } = render();
    expect(await screen.findByText('Weekly bonus')).toBeInTheDocument();
    expect(screen.getByText('2026-W48')).toBeInTheDocument();
    expect(screen.getByText('Order payment')).toBeInTheDocument();
    expect(screen.getByText('US261126000059')).toBeInTheDocument();
    expect(container.textContent).not.toContain('wallet.journal.');
    // the type filter names them too
    fireEvent.mouseDown(screen.getByLabelText('Type'));
    expect(await screen.findByTitle('Opening balance')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('wallet.journal.');
  });

  it("picks the days with antd's range picker, not the browser's date inputs", async () => {
    mockApi({ 'GET /bo/ewallet/transactions': () => ({ data: page([]) }) });
    const { container } = render();
    await screen.findByText('No movements match this filter');
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(container.querySelector('.ant-picker-range')).not.toBeNull();
    expect(screen.getByText('Dates')).toBeInTheDocument();
    // both boxes have a name of their own, not just a placeholder
    expect(screen.getByRole('textbox', { name: 'Dates: From' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dates: To' })).toBeInTheDocument();
  });

  // the picked days → UTC+8 range is covered in wallet-paths.test.ts and the w3 journey
  it('searches and exports the same filter', async () => {
    const mock = mockApi({
      'GET /bo/ewallet/transactions': () => ({ data: page([MOVEMENT]) }),
      'GET /bo/ewallet/transactions/export': () => ({ data: null }),
    });
    render();
    await screen.findByText('-$10.00');
    // the same filter again is answered from the cache: no second request
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const query = mock.sent('GET /bo/ewallet/transactions')[0]!.query;
    expect(query.get('account')).toBe('bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mock.sent('GET /bo/ewallet/transactions/export')).toHaveLength(1));
    const exported = mock.sent('GET /bo/ewallet/transactions/export')[0]!.query;
    expect(exported.get('account')).toBe('bonus');
    expect(exported.has('start')).toBe(query.has('start'));
    expect(exported.has('pageNum')).toBe(false);
  });
});
