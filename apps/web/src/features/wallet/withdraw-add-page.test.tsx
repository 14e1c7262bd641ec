import { HEADER, type BankAccount } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { PIN_SET, USD_BALANCES } from './wallet-fixtures';
import WithdrawAddPage from './withdraw-add-page';

const BANK: BankAccount = {
  id: 3,
  bankName: 'Chase',
  maskedAccountNumber: '•••• 4821',
  holderName: 'Dana Morgan',
  accountType: 'savings',
  maskedIban: null,
  swiftCode: null,
  expiry: null,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const FEE = { amount: '100.00', fee: '57.00', net: '43.00', currency: 'USD' };

function api(extra: Parameters<typeof mockApi>[0] = {}, banks: BankAccount[] = [BANK]) {
  return mockApi({
    'GET /wm/security/status': () => ({ data: PIN_SET }),
    'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
    'GET /wm/bankInfo/list': () => ({ data: banks }),
    'GET /bo/ewallet/bonusWithdrawal/fee': () => ({ data: FEE }),
    ...extra,
  });
}

const render = () =>
  renderPage(<WithdrawAddPage titleKey="web.page.WithdrawAdd" />, '/myAccount/Withdraw/Add');
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (label: string) => fireEvent.submit(screen.getByLabelText(label).closest('form')!);

beforeEach(() => {
  useSession.setState({ memberId: 7 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Withdraw/Add', { timeout: 30_000 }, () => {
  it('without a bank account sends the member to add one', async () => {
    api({}, []);
    render();
    expect(await screen.findByText(/You have no bank account yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute(
      'href',
      '/myAccount/Bankaccountinformation',
    );
  });

  it('checks the amount in the form: two decimals at most, within the balance', async () => {
    const mock = api();
    render();
    await screen.findByLabelText('Amount');
    type('Amount', '10.005');
    submit('Amount');
    expect(await screen.findByText('Amount may have at most 2 decimals')).toBeInTheDocument();
    type('Amount', '5000');
    expect(await screen.findByText('Insufficient Balance')).toBeInTheDocument();
    expect(screen.getByText('Payment method is required')).toBeInTheDocument();
    expect(mock.sent('GET /bo/ewallet/bonusWithdrawal/fee')).toHaveLength(0);
  });

  it('shows the fee and net before the PIN, then applies with a key', async () => {
    const mock = api({
      'POST /wm/wallet/withdraw': () => ({ data: { id: 12 } }),
    });
    render();
    await screen.findByLabelText('Amount');
    fireEvent.mouseDown(screen.getByLabelText('Payment method'));
    fireEvent.click(await screen.findByTitle('Bank transfer'));
    type('Amount', '100');
    submit('Amount');
    expect(await screen.findByText('$43.00')).toBeInTheDocument();
    expect(screen.getByText('$57.00')).toBeInTheDocument();
    const [preview] = mock.sent('GET /bo/ewallet/bonusWithdrawal/fee');
    expect(preview!.query.get('withdrawalAmount')).toBe('100');
    expect(preview!.query.get('account')).toBe('bonus');
    type('PIN', '246810');
    submit('PIN');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myAccount/Withdraw'),
    );
    const [sent] = mock.sent('POST /wm/wallet/withdraw');
    expect(sent!.body).toEqual({
      account: 'bonus',
      amount: '100',
      bankAccountId: 3,
      paymentMethod: 'bankTransfer',
      pin: '246810',
    });
    expect(sent!.headers[HEADER.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('puts the fee preview refusal on the amount', async () => {
    api({
      'GET /bo/ewallet/bonusWithdrawal/fee': () => ({
        code: 400,
        data: {
          error: 'validation',
          fields: [
            {
              path: 'querystring.withdrawalAmount',
              key: 'validation.wallet.amount.notAboveFee',
              params: { limit: '57.00' },
            },
          ],
        },
        msg: 'Invalid request',
      }),
    });
    render();
    await screen.findByLabelText('Amount');
    fireEvent.mouseDown(screen.getByLabelText('Payment method'));
    fireEvent.click(await screen.findByTitle('Bank transfer'));
    type('Amount', '50');
    submit('Amount');
    expect(
      await screen.findByText('Amount must be greater than the fee of 57.00'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).toBeNull();
  });
});
