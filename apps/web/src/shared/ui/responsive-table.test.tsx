import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { renderPage } from '../../lib/test/render-page';
import { SignedMoney } from '../format/money-value';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Row {
  id: string;
  at: string;
  type: string;
  amount: string;
  balance: string;
}

const ROWS: Row[] = [
  {
    id: '1',
    at: '2026-09-07T02:00:00.000Z',
    type: 'Transfer in',
    amount: '25.00',
    balance: '125.00',
  },
  {
    id: '2',
    at: '2026-09-08T02:00:00.000Z',
    type: 'Withdrawal',
    amount: '-10.00',
    balance: '115.00',
  },
];

const COLUMNS: ResponsiveColumn<Row>[] = [
  { key: 'at', title: 'Date', dataIndex: 'at' },
  { key: 'type', title: 'Type', dataIndex: 'type', phone: 'title' },
  {
    key: 'amount',
    title: 'Amount',
    dataIndex: 'amount',
    phone: 'amount',
    render: (v: string) => (
      <SignedMoney amount={v} text={v.startsWith('-') ? `-$${v.slice(1)}` : `$${v}`} />
    ),
  },
  { key: 'balance', title: 'Balance', dataIndex: 'balance', phone: 'balance' },
  { key: 'note', title: 'Note', phone: 'hidden', render: () => 'internal' },
];

function draw(extra: Partial<Parameters<typeof ResponsiveTable<Row>>[0]> = {}) {
  renderPage(
    <ResponsiveTable<Row>
      rowKey="id"
      label="Movements"
      emptyText="Nothing yet"
      columns={COLUMNS}
      dataSource={ROWS}
      {...extra}
    />,
    '/',
  );
}

const desktop = useAppStore.getState().device;
afterEach(() => useAppStore.setState({ device: desktop }));

describe('ResponsiveTable', { timeout: 30_000 }, () => {
  it('on a phone draws one card per row: title, lines, and the signed amount with the balance', () => {
    useAppStore.setState({ device: 'mobile' });
    draw();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Movements' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Transfer in')).toBeTruthy();
    expect(first.getByText('Date')).toBeTruthy();
    const amount = first.getByText('+$25.00');
    expect(amount.className).toContain('money-credit');
    expect(amount.closest('.rt-amount')).toHaveAttribute('data-money');
    expect(first.getByText('125.00').closest('.rt-balance')).toBeTruthy();
    // a column hidden on phones stays off the card
    expect(first.queryByText('internal')).toBeNull();
    const second = within(cards[1]!);
    expect(second.getByText('-$10.00').className).toContain('money-debit');
  });

  it('on a phone asks the server for the next page through antd’s pager', () => {
    useAppStore.setState({ device: 'mobile' });
    const onChange = vi.fn();
    draw({ pagination: { current: 1, pageSize: 2, total: 5, onChange } });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('on a phone opens a row’s details behind a toggle', () => {
    useAppStore.setState({ device: 'mobile' });
    draw({ expandedRowRender: (row) => <p>Lines of {row.id}</p> });
    const toggle = screen.getAllByRole('button', { name: 'Details' })[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Lines of 1')).toBeTruthy();
  });

  it('says so when a phone list is empty', () => {
    useAppStore.setState({ device: 'mobile' });
    draw({ dataSource: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('from 768 px draws the table, every column, its scroll box a named region', () => {
    useAppStore.setState({ device: 'desktop' });
    draw();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('+$25.00').closest('td')).toHaveAttribute('data-money');
    const region = screen.getByRole('region', { name: 'Table: Movements' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('list', { name: 'Movements' })).toBeNull();
  });
});
