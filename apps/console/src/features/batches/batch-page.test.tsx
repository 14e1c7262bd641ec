import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 2,
  loginName: 'eve',
  displayName: 'Eve Finance',
  roles: ['finance'],
  permissions: ['home:view', 'withdrawal:view', 'withdrawal:approve', 'withdrawal:batch'],
  companies: null,
};

const BATCH = {
  id: 7,
  companyCode: 'BZZ',
  status: 'prepared',
  preparedBy: 'ann',
  preparedAt: new Date().toISOString(),
  approvedBy: null,
  approvedAt: null,
  exportedAt: null,
  reconciledAt: null,
  cancelledBy: null,
  cancelledAt: null,
  total: '119300',
  currency: 'USD',
  minorUnit: 2,
  count: 1,
};

const ITEM = {
  withdrawalId: 5,
  loginName: 'bob',
  amount: '125000',
  fee: '5700',
  payout: '119300',
  bankName: 'Bank One',
  maskedAccountNumber: '****1234',
  holderName: 'Bob B',
  status: 10,
  paid: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('a withdrawal batch', () => {
  it('shows its withdrawals and lets a second operator approve it with a code', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/batches/7': { data: { batch: BATCH, items: [ITEM] } },
      '/batches/7/approve': { data: { ...BATCH, status: 'approved', approvedBy: 'eve' } },
    });
    await renderApp('/batches/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch #7' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Batches' })).toBeInTheDocument();
    expect(await screen.findByText('Bank One ****1234')).toBeInTheDocument();
    expect(screen.getAllByText('1193.00 USD').length).toBeGreaterThan(0);
    // not yet approved: no bank file
    expect(screen.queryByRole('button', { name: 'Download bank file' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'checked' } });
    fireEvent.change(within(dialog).getByLabelText('Code from your authenticator'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/console-api/batches/7/approve'),
    );
    expect(await screen.findByText('Batch #7 approved.')).toBeInTheDocument();
  });

  it('tells the preparer another operator must approve', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: { ...ME, loginName: 'ann' } },
      '/batches/7': { data: { batch: BATCH, items: [ITEM] } },
    });
    await renderApp('/batches/7');
    expect(
      await screen.findByText('You prepared this batch: another operator must approve it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('cancels a batch with a reason alone, and says who cancelled it', async () => {
    startSession('tok');
    const cancelled = {
      ...BATCH,
      status: 'cancelled',
      cancelledBy: 'eve',
      cancelledAt: BATCH.preparedAt,
    };
    let current: typeof BATCH | typeof cancelled = BATCH;
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/batches/7': () => ({ data: { batch: current, items: [ITEM] } }),
      '/batches/7/cancel': () => {
        current = cancelled;
        return { data: cancelled };
      },
    });
    await renderApp('/batches/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the batch' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel batch #7')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Code from your authenticator')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the batch' }));
    expect(await within(dialog).findByText('Please fill this in.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'wrong day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the batch' }));
    expect(await screen.findByText('Batch #7 cancelled.')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/console-api/batches/7/cancel');
    expect(JSON.parse(String(body?.[1]?.body))).toEqual({ reason: 'wrong day' });
    expect(await screen.findByText('Cancelled by')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the batch' })).toBeNull();
  });

  it('drops one withdrawal of an approved batch with a reason, telling it needs approving again', async () => {
    startSession('tok');
    const approved = { ...BATCH, status: 'approved', approvedBy: 'eve', count: 2 };
    const other = { ...ITEM, withdrawalId: 6, loginName: 'cat', bankName: 'Bank Two' };
    const after = { ...BATCH, total: '119300', count: 1 };
    let current: { batch: object; items: object[] } = { batch: approved, items: [ITEM, other] };
    const fetchMock = stubFetch({
      '/auth/me': { data: { ...ME, loginName: 'ann' } },
      '/batches/7': () => ({ data: current }),
      '/batches/7/items/6/drop': () => {
        current = { batch: after, items: [ITEM] };
        return { data: after };
      },
    });
    await renderApp('/batches/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Drop withdrawal #6 from the batch' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Drop withdrawal #6 from batch #7')).toBeInTheDocument();
    expect(within(dialog).getByText(/goes back to prepared/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Code from your authenticator')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(await within(dialog).findByText('Please fill this in.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(await screen.findByText('Withdrawal #6 dropped from batch #7.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url]) => url === '/console-api/batches/7/items/6/drop',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'closed' });
    await waitFor(() => expect(screen.queryByText('Bank Two ****1234')).toBeNull());
  });

  it('shows why a drop is refused, and that the last one cancels the batch', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/batches/7': { data: { batch: BATCH, items: [ITEM] } },
      '/batches/7/items/5/drop': {
        code: 409,
        data: { error: 'batchExported' },
        msg: 'The bank file of this batch is made.',
      },
    });
    await renderApp('/batches/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Drop withdrawal #5 from the batch' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/last withdrawal: dropping it cancels the batch/),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(
      await within(dialog).findByText('The bank file of this batch is made.'),
    ).toBeInTheDocument();
  });

  it('offers no drop once the bank file is made', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/batches/7': { data: { batch: { ...BATCH, status: 'exported' }, items: [ITEM] } },
    });
    await renderApp('/batches/7');
    expect(await screen.findByText('Bank One ****1234')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drop withdrawal/ })).toBeNull();
  });
});
