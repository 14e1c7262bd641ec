import { HEADER, WITHDRAWAL_STATUS, type Withdrawal } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { USD_BALANCES } from './wallet-fixtures';
import WithdrawPage from './withdraw-page';

const S = WITHDRAWAL_STATUS;
const APPLIED: Withdrawal = {
  id: 12,
  account: 'bonus',
  amount: '100.00',
  fee: '57.00',
  net: '43.00',
  currency: 'USD',
  status: S.applied,
  paymentMethod: 'bankTransfer',
  bankAccount: {
    id: 3,
    bankName: 'Chase',
    maskedAccountNumber: '•••• 4821',
    holderName: 'Dana Morgan',
    accountType: 'savings',
  },
  canCancel: true,
  canUpdate: true,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  timeline: [
    {
      fromStatus: null,
      status: S.applied,
      actor: 'member',
      reason: null,
      at: '2026-02-01T10:00:00.000Z',
    },
  ],
};
const REJECTED: Withdrawal = {
  ...APPLIED,
  id: 11,
  status: S.rejected,
  canCancel: false,
  canUpdate: false,
  timeline: [
    ...APPLIED.timeline,
    {
      fromStatus: S.applied,
      status: S.rejected,
      actor: 'operator',
      reason: 'Name mismatch',
      at: '2026-02-02T09:00:00.000Z',
    },
  ],
};
const page = (list: Withdrawal[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

afterEach(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  useSession.setState({ memberId: 7 });
});

const render = () =>
  renderPage(<WithdrawPage titleKey="web.page.Withdraw" />, '/myAccount/Withdraw');
const card = (id: number) => screen.getByRole('article', { name: `Withdrawal #${id}` });

describe('Withdraw', { timeout: 60_000 }, () => {
  it('lists withdrawals with status, figures and timeline; only applied ones can change', async () => {
    mockApi({
      'POST /bo/ewallet/withdrawHistory': () => ({ data: page([APPLIED, REJECTED]) }),
      'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
      'GET /wm/bankInfo/list': () => ({ data: [] }),
    });
    render();
    await screen.findByText('Withdrawal #12');
    expect(within(card(12)).getByText('Applied')).toBeInTheDocument();
    expect(within(card(12)).getByText('$43.00')).toBeInTheDocument();
    expect(within(card(12)).getByRole('button', { name: 'Cancel withdrawal' })).toBeEnabled();
    expect(within(card(11)).getAllByText(/Rejected/).length).toBeGreaterThan(0);
    expect(within(card(11)).getByText('Reason: Name mismatch')).toBeInTheDocument();
    expect(within(card(11)).getByText('Rejected · Company')).toBeInTheDocument();
    expect(within(card(11)).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  });

  it('cancels after confirmation, with an idempotency key, and shows the new status', async () => {
    let current = APPLIED;
    const mock = mockApi({
      'POST /bo/ewallet/withdrawHistory': () => ({ data: page([current]) }),
      'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
      'GET /wm/bankInfo/list': () => ({ data: [] }),
      'POST /bo/ewallet/withdraw/12/cancel': () => {
        current = { ...APPLIED, status: S.cancelled, canCancel: false, canUpdate: false };
        return { data: current };
      },
    });
    render();
    await screen.findByText('Withdrawal #12');
    fireEvent.click(within(card(12)).getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The whole amount returns to your account.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() =>
      expect(within(card(12)).getByText('Cancelled by member')).toBeInTheDocument(),
    );
    const [cancel] = mock.sent('POST /bo/ewallet/withdraw/12/cancel');
    expect(cancel!.headers[HEADER.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes the amount of an applied withdrawal; an unchanged form is refused', async () => {
    const mock = mockApi({
      'POST /bo/ewallet/withdrawHistory': () => ({ data: page([APPLIED]) }),
      'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
      'GET /wm/bankInfo/list': () => ({ data: [] }),
      'POST /bo/ewallet/withdraw/12/update': () => ({
        data: { ...APPLIED, amount: '150.00', status: S.updated },
      }),
    });
    render();
    await screen.findByText('Withdrawal #12');
    fireEvent.click(within(card(12)).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // a change redirects money: the PIN is asked, as when applying
    expect(await within(dialog).findByText('PIN is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '135790' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a new amount or choose another bank account'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.sent('POST /bo/ewallet/withdraw/12/update')).toHaveLength(1));
    const [update] = mock.sent('POST /bo/ewallet/withdraw/12/update');
    expect(update!.body).toEqual({ amount: '150', pin: '135790' });
    expect(update!.headers[HEADER.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says so when there is none yet', async () => {
    mockApi({ 'POST /bo/ewallet/withdrawHistory': () => ({ data: page([]) }) });
    render();
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New withdrawal/ })).toBeEnabled();
  });
});
