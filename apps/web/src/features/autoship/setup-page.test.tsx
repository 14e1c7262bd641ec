import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, type Reply } from '../../lib/test/render-page';
import { ADDRESS, AUTOSHIP_CART, OPTIONS, PREVIEW, autoship } from './autoship-fixtures';
import { AutoshipResultPage } from './result-page';
import { AutoshipSetupPage } from './setup-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATE = 'POST /omn/autoship/create';

function setupApi(...replies: Reply[]) {
  let n = 0;
  return mockApi({
    'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({ data: AUTOSHIP_CART }),
    'GET /omn/order/checkoutOptions': () => ({ data: OPTIONS }),
    'GET /mm/member/qry/consignee/address': () => ({ data: [ADDRESS] }),
    'POST /omn/autoship/preview': () => ({ data: PREVIEW }),
    [CREATE]: () => replies[Math.min(n++, replies.length - 1)] ?? {},
  });
}

const open = () =>
  renderPage(
    <AutoshipSetupPage titleKey="web.page.AutoCardConfirm" />,
    '/shopping/AutoOrder/AutoCardConfirm',
  );

async function fillCard(expiry: string) {
  fireEvent.change(await screen.findByLabelText('Card number'), {
    target: { value: '4242424242424242' },
  });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on the card'), { target: { value: 'Dana Demo' } });
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm autoship' }));

describe('AutoCardConfirm', { timeout: 60_000 }, () => {
  it('previews the first run and sets up the autoship with a card and an Idempotency-Key', async () => {
    const api = setupApi({ data: autoship() });
    open();
    expect(await screen.findByText('Fish Oil')).toBeInTheDocument();
    const amount = await screen.findByTestId('autoship-amount');
    expect(amount).toHaveTextContent('$63.29');
    expect(screen.getByTestId('autoship-preview')).toHaveTextContent('36');
    await fillCard('12/39');
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/shopping/AutoOrder/SuccessfulAutoOrder',
      ),
    );
    const [sent] = api.sent(CREATE);
    expect(sent?.body).toEqual({
      schedule: { kind: 'monthDay', day: 1 },
      delivery: { mode: 'address', addressId: 31 },
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Dana Demo' },
      expectedTotal: '63.29',
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refused card at its field and above the form, keeping what was typed', async () => {
    const api = setupApi(
      { code: 422, data: { error: 'cardExpired' }, msg: 'Payment Failed: the card has expired.' },
      { data: autoship() },
    );
    open();
    await screen.findByTestId('autoship-amount');
    await fillCard('01/20');
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Failed: the card has expired.',
    );
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(expiry).toHaveValue('01/20');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242424242424242');
    expect(screen.getByLabelText('Name on the card')).toHaveValue('Dana Demo');
    expect(screen.queryByTestId('location')).toBeNull();
    // the member corrects the expiry alone and confirms again
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    fireEvent.change(expiry, { target: { value: '12/39' } });
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/shopping/AutoOrder/SuccessfulAutoOrder',
      ),
    );
    const [first, second] = api.sent(CREATE);
    expect(second?.body).toMatchObject({ card: { expiry: '12/39', holder: 'Dana Demo' } });
    // a refusal is a final answer: the next attempt is a new one
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });
});

describe('SuccessfulAutoOrder', { timeout: 60_000 }, () => {
  it('shows what was set up, with the way to History and the mall', async () => {
    renderPage(
      <AutoshipResultPage titleKey="web.page.SuccessfulAutoOrder" />,
      '/shopping/AutoOrder/SuccessfulAutoOrder',
      { autoship: autoship() },
    );
    expect(await screen.findByText('Your autoship is set up')).toBeInTheDocument();
    expect(screen.getByText('Every month on day 1')).toBeInTheDocument();
    expect(screen.getByText('$63.29')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage my autoship' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the autoship mall' })).toBeInTheDocument();
  });

  it('opened directly, says there is nothing to show and how to set one up', async () => {
    renderPage(
      <AutoshipResultPage titleKey="web.page.SuccessfulAutoOrder" />,
      '/shopping/AutoOrder/SuccessfulAutoOrder',
    );
    expect(await screen.findByText('There is nothing to show here')).toBeInTheDocument();
    expect(screen.getByText(/add products to the autoship cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the autoship mall' })).toBeInTheDocument();
  });
});
