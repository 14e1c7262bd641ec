import { HEADER } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage, type Call } from '../../lib/test/render-page';
import { PIN_SET, USD_BALANCES } from './wallet-fixtures';
import TransferPage from './transfer-page';

const LABEL = 'Login name or member ID';
const LIMITS = { perTransfer: '5000.00', daily: '20000.00', usedToday: '150.00', currency: 'USD' };
const RECIPIENT = { memberId: 8, loginName: 'US000008', name: 'Jo Lee' };
const RESULT = {
  transferId: '41',
  journalId: '90',
  amount: '10.00',
  currency: 'USD',
  toMemberId: 8,
  balances: USD_BALANCES,
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wm/security/status': () => ({ data: PIN_SET }),
    'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
    'GET /bo/ewallet/transfer/limits': () => ({ data: LIMITS }),
    'GET /bo/ewallet/transfer/recipient': () => ({ data: RECIPIENT }),
    ...extra,
  });
}

const render = (path = '/myAccount/Transfer') =>
  renderPage(<TransferPage titleKey="web.page.Transfer" />, path);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const keyOf = (call: Call) => call.headers[HEADER.idempotencyKey];
/** Submits like Enter in a field: the button itself stays locked 2 s after a click. */
const submit = (label: string) => fireEvent.submit(screen.getByLabelText(label).closest('form')!);

beforeEach(() => {
  useSession.setState({ memberId: 7, loginName: 'US000007' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Transfer', { timeout: 30_000 }, () => {
  it('without a PIN says so and links to the security settings of the same base', async () => {
    api({ 'GET /wm/security/status': () => ({ data: { ...PIN_SET, pinSet: false } }) });
    render('/wpm/myAccount/Transfer');
    expect(await screen.findByText(/You have not set up a PIN yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Set up your PIN/ })).toHaveAttribute(
      'href',
      '/wpm/myAccount/Securitysetting',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('shows the limits and refuses amounts above the balance before asking the server', async () => {
    const mock = api();
    render();
    expect(await screen.findByText('$5,000.00')).toBeInTheDocument();
    expect(screen.getByText('$19,850.00')).toBeInTheDocument();
    type(LABEL, '8');
    type('Amount', '1300');
    click('Next');
    expect(await screen.findByText('Insufficient Balance')).toBeInTheDocument();
    type('Amount', '10.123');
    expect(await screen.findByText('Amount may have at most 2 decimals')).toBeInTheDocument();
    expect(mock.sent('GET /bo/ewallet/transfer/recipient')).toHaveLength(0);
  });

  it('a member outside the network is refused with the server message', async () => {
    api({
      'GET /bo/ewallet/transfer/recipient': () => ({
        code: 403,
        data: { error: 'memberNotInNetwork' },
        msg: 'Member not in current network',
      }),
    });
    render();
    type(await screen.findByLabelText(LABEL).then(() => LABEL), '99');
    type('Amount', '10');
    click('Next');
    expect(await screen.findByText('Member not in current network')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).toBeNull();
  });

  it('shows the name, refuses a wrong PIN, then sends again with the same key', async () => {
    let tries = 0;
    const mock = api({
      'POST /bo/ewallet/transfer': () =>
        ++tries === 1
          ? {
              code: 422,
              data: { error: 'pinIncorrect' },
              msg: 'The PIN is incorrect. 4 attempt(s) left before PIN use is locked.',
            }
          : { data: RESULT },
    });
    render();
    type(await screen.findByLabelText(LABEL).then(() => LABEL), '8');
    type('Amount', '10');
    click('Next');
    expect(await screen.findByText('Jo Lee (US000008, ID 8)')).toBeInTheDocument();
    type('PIN', '111111');
    click('Confirm transfer');
    expect(await screen.findByText(/The PIN is incorrect/)).toBeInTheDocument();
    type('PIN', '246810');
    submit('PIN');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myAccount/Transfer/Result'),
    );
    const [first, second] = mock.sent('POST /bo/ewallet/transfer');
    expect(first!.body).toEqual({
      toMemberId: 8,
      fromAccount: 'bonus',
      toAccount: 'bonus',
      amount: '10',
      pin: '111111',
    });
    expect((second!.body as { pin: string }).pin).toBe('246810');
    expect(keyOf(first!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(second!)).toBe(keyOf(first!));
  });

  it('finds the recipient by login name, shows the match and pays the id found', async () => {
    const mock = api({ 'POST /bo/ewallet/transfer': () => ({ data: RESULT }) });
    render('/wpm/wtMyAccount/Transfer');
    type(await screen.findByLabelText(LABEL).then(() => LABEL), ' US000008 ');
    type('Amount', '25');
    click('Next');
    expect(await screen.findByText('Jo Lee (US000008, ID 8)')).toBeInTheDocument();
    expect(mock.sent('GET /bo/ewallet/transfer/recipient')[0]!.query.get('member')).toBe(
      'US000008',
    );
    // a typed whole amount is shown with the currency's two decimals
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    type('PIN', '246810');
    click('Confirm transfer');
    await waitFor(() => expect(mock.sent('POST /bo/ewallet/transfer')).toHaveLength(1));
    expect(mock.sent('POST /bo/ewallet/transfer')[0]!.body).toMatchObject({ toMemberId: 8 });
  });

  it("refuses the member's own login name before asking the server", async () => {
    const mock = api();
    render();
    type(await screen.findByLabelText(LABEL).then(() => LABEL), 'us000007');
    type('Amount', '10');
    click('Next');
    expect(await screen.findByText(/Enter another member's login name or ID/)).toBeInTheDocument();
    expect(mock.sent('GET /bo/ewallet/transfer/recipient')).toHaveLength(0);
  });

  it("to one's own e-product account needs no member id", async () => {
    const mock = api({ 'POST /bo/ewallet/transfer': () => ({ data: RESULT }) });
    render();
    fireEvent.click(await screen.findByLabelText('My own e-product account'));
    await waitFor(() => expect(screen.queryByLabelText(LABEL)).toBeNull());
    type('Amount', '25.50');
    click('Next');
    type(await screen.findByLabelText('PIN').then(() => 'PIN'), '246810');
    click('Confirm transfer');
    await waitFor(() => expect(mock.sent('POST /bo/ewallet/transfer')).toHaveLength(1));
    expect(mock.sent('POST /bo/ewallet/transfer')[0]!.body).toEqual({
      fromAccount: 'bonus',
      toAccount: 'eproduct',
      amount: '25.50',
      pin: '246810',
    });
    expect(mock.sent('GET /bo/ewallet/transfer/recipient')).toHaveLength(0);
  });
});
