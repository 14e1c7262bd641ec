import type { BankAccount } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BankAccountsPage from './bank-accounts-page';
import { mockApi, renderPage } from '../../lib/test/render-page';

const TYPES = [
  { value: 'savings', label: 'Savings account' },
  { value: 'current', label: 'Current / checking account' },
  { value: 'card', label: 'Card account' },
];

const account = (over: Partial<BankAccount>): BankAccount => ({
  id: 1,
  bankName: 'Bank Mandiri',
  maskedAccountNumber: '•••• 7890',
  holderName: 'Budi Santoso',
  accountType: 'savings',
  maskedIban: null,
  swiftCode: null,
  expiry: null,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const MANDIRI = account({});
const BCA = account({
  id: 2,
  bankName: 'Bank BCA',
  maskedAccountNumber: '•••• 4321',
  isDefault: false,
});

const SECURITY = { pinSet: true, questionsSet: false, lockedUntil: null, resetEmail: null };

function api(list: BankAccount[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wm/bankInfo/list': () => ({ data: list }),
    'GET /wm/security/status': () => ({ data: SECURITY }),
    'GET /sys/list/option/bankAccountType': () => ({ data: TYPES }),
    ...extra,
  });
}

const render = () =>
  renderPage(
    <BankAccountsPage titleKey="web.page.Bankaccountinformation" />,
    '/myAccount/Bankaccountinformation',
  );
const card = (name: string) => screen.getByRole('group', { name });
const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd forms in jsdom are slow on a shared machine
describe('Bankaccountinformation', { timeout: 60_000 }, () => {
  it('lists the accounts masked, the default one marked', async () => {
    api([MANDIRI, BCA]);
    render();
    expect(await screen.findByText('Bank Mandiri')).toBeInTheDocument();
    expect(within(card('Bank Mandiri')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Bank Mandiri')).getByText('•••• 7890')).toBeInTheDocument();
    expect(
      within(card('Bank Mandiri')).queryByRole('button', { name: /Set as default/ }),
    ).toBeNull();
    expect(within(card('Bank BCA')).getByRole('button', { name: /Set as default/ })).toBeEnabled();
    expect(within(card('Bank BCA')).getByText('Savings account')).toBeInTheDocument();
  });

  it('says so when there is no account yet', async () => {
    api([]);
    render();
    expect(await screen.findByText('You have not added a bank account yet.')).toBeInTheDocument();
  });

  it('adding: a bad IBAN is refused in the form, a good one is sent compacted', async () => {
    const mock = api([], {
      'POST /wm/bankInfo/add': () => ({ data: account({ maskedIban: 'DE89 •••• 3000' }) }),
    });
    render();
    await screen.findByText('You have not added a bank account yet.');
    fireEvent.click(screen.getByRole('button', { name: /Add bank account/ }));
    await screen.findByLabelText('Bank name');
    // a savings account has no CVC to speak of
    expect(screen.queryByText("We never store your card's CVC.")).toBeNull();
    type('Bank name', 'Bank Mandiri');
    type('Account holder name', 'Budi Santoso');
    type('Account number', '1234 5678 90');
    type('IBAN (optional)', 'DE89 3704 0044 0532 0130 01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The IBAN is not valid/)).toBeInTheDocument();
    expect(mock.sent('POST /wm/bankInfo/add')).toHaveLength(0);

    type('IBAN (optional)', 'de89 3704 0044 0532 0130 00');
    type('PIN', '135790');
    // the button is locked for 2 s after each click (double-click protection)
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      {
        timeout: 5_000,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.sent('POST /wm/bankInfo/add')).toHaveLength(1));
    expect(mock.sent('POST /wm/bankInfo/add')[0]?.body).toEqual({
      bankName: 'Bank Mandiri',
      holderName: 'Budi Santoso',
      accountType: 'savings',
      accountNumber: '1234567890',
      iban: 'DE89370400440532013000',
      expiry: null,
      pin: '135790',
    });
    await waitFor(() => expect(screen.queryByLabelText('Bank name')).toBeNull());
  });

  it('a card account asks for the expiry and a Luhn-valid card number', async () => {
    const mock = api([]);
    render();
    await screen.findByText('You have not added a bank account yet.');
    fireEvent.click(screen.getByRole('button', { name: /Add bank account/ }));
    fireEvent.click(await screen.findByLabelText('Card account'));
    expect(await screen.findByLabelText('Card expiry')).toBeInTheDocument();
    expect(screen.getByText("We never store your card's CVC.")).toBeInTheDocument();
    type('Bank name', 'Visa');
    type('Account holder name', 'Budi');
    type('Card number', '4111 1111 1111 1112');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The card number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Expiry is required for card accounts')).toBeInTheDocument();
    expect(mock.sent('POST /wm/bankInfo/add')).toHaveLength(0);
  });

  it('server field errors land under their fields', async () => {
    api([], {
      'POST /wm/bankInfo/add': () => ({
        code: 422,
        data: {
          error: 'validation',
          fields: [{ path: 'body.expiry', key: 'validation.bank.expiryPast' }],
        },
        msg: 'Invalid request',
      }),
    });
    render();
    await screen.findByText('You have not added a bank account yet.');
    fireEvent.click(screen.getByRole('button', { name: /Add bank account/ }));
    fireEvent.click(await screen.findByLabelText('Card account'));
    await screen.findByLabelText('Card expiry');
    type('Bank name', 'Visa');
    type('Account holder name', 'Budi');
    type('Card number', '4111 1111 1111 1111');
    type('Card expiry', '12/99');
    type('PIN', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(await screen.findByText('The card has expired')).toBeInTheDocument();
  });

  it('deleting asks first; a refusal says Deletion failed and why', async () => {
    const mock = api([MANDIRI, BCA], {
      'DELETE /wm/bankInfo/delete/2': () => ({
        code: 409,
        data: { error: 'bankAccountInUse' },
        msg: 'Deletion failed: this bank account is used by a pending withdrawal.',
      }),
    });
    render();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Bank BCA' })).getByRole('button', {
        name: /Delete/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Bank BCA •••• 4321 will be removed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Deletion failed: this bank account is used by a pending withdrawal.',
      ),
    ).toBeInTheDocument();
    expect(mock.sent('DELETE /wm/bankInfo/delete/2')).toHaveLength(1);
  });

  it('a failed set-default says Set as Default Failed', async () => {
    api([MANDIRI, BCA], {
      'POST /wm/bankInfo/setDefault/2': () => ({
        code: 422,
        data: { error: 'setDefaultFailed' },
        msg: 'Set as Default Failed',
      }),
    });
    render();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Bank BCA' })).getByRole('button', {
        name: /Set as default/,
      }),
    );
    expect(await screen.findByText('Set as Default Failed')).toBeInTheDocument();
  });

  it('editing starts from the stored account and keeps the number when left blank', async () => {
    const mock = api([BCA], {
      'GET /wm/bankInfo/queryBankInfoByPk/2': () => ({ data: BCA }),
      'POST /wm/bankInfo/update/2': () => ({ data: BCA }),
    });
    render();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Bank BCA' })).getByRole('button', {
        name: /Edit/,
      }),
    );
    expect(await screen.findByDisplayValue('Bank BCA')).toBeInTheDocument();
    expect(screen.getByText('Saved: •••• 4321. Leave blank to keep it.')).toBeInTheDocument();
    type('Account holder name', 'Budi S.');
    type('PIN', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.sent('POST /wm/bankInfo/update/2')).toHaveLength(1));
    const body = mock.sent('POST /wm/bankInfo/update/2')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      bankName: 'Bank BCA',
      holderName: 'Budi S.',
      accountType: 'savings',
      pin: '135790',
    });
    expect(body).not.toHaveProperty('accountNumber');
  });

  it('without a PIN the dialog sends the member to set one first', async () => {
    const mock = api([], {
      'GET /wm/security/status': () => ({ data: { ...SECURITY, pinSet: false } }),
    });
    render();
    await screen.findByText('You have not added a bank account yet.');
    fireEvent.click(screen.getByRole('button', { name: /Add bank account/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Set up your PIN first/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Set up your PIN in Security settings' }),
    ).toHaveAttribute('href', '/myAccount/Securitysetting');
    expect(within(dialog).queryByLabelText('Bank name')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(mock.sent('POST /wm/bankInfo/add')).toHaveLength(0);
  });
});
