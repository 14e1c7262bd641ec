import { ORDER_STATUS } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, type Reply } from '../../lib/test/render-page';
import { DETAIL, OPTIONS } from './order-fixtures';
import PaymentPage from './payment-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NO = DETAIL.orderNo;
const paid = {
  orderNo: NO,
  status: ORDER_STATUS.paid,
  paid: true,
  total: '63.29',
  amountDue: '0.00',
  currency: 'USD',
  payments: [],
  action: null,
};

function paymentApi(...replies: Reply[]) {
  let n = 0;
  return mockApi({
    [`GET /omn/order/orderDetail/${NO}`]: () => ({ data: DETAIL }),
    'GET /omn/order/checkoutOptions': () => ({ data: OPTIONS }),
    [`POST /omn/order/payOrder/${NO}`]: () => replies[Math.min(n++, replies.length - 1)] ?? {},
  });
}

const open = () =>
  renderPage(
    <PaymentPage titleKey="web.page.Payment" />,
    '/shopping/Payment',
    undefined,
    `?orderNo=${NO}`,
  );

async function payByEwallet(pin: string) {
  fireEvent.click(await screen.findByLabelText('E-wallet'));
  fireEvent.change(await screen.findByLabelText('PIN'), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('Payment', { timeout: 60_000 }, () => {
  it('pays the amount due by e-wallet: a wrong PIN, then the right one with the same key', async () => {
    const api = paymentApi(
      { code: 422, data: { error: 'pinIncorrect' }, msg: 'The PIN is incorrect.' },
      { data: paid },
    );
    open();
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('$63.29');
    await payByEwallet('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('The PIN is incorrect.');
    // the button stays locked for 2 s after a click (spec "States and transitions")
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await payByEwallet('246810');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/shopping/Payment/SuccessfulPayment',
      ),
    );
    const [first, second] = api.sent(`POST /omn/order/payOrder/${NO}`);
    expect(first?.body).toMatchObject({ method: 'ewallet', amount: '63.29', pin: '111111' });
    expect(second?.body).toMatchObject({ pin: '246810' });
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it("says 'Payment Failed / payment failed please re-pay' and keeps the same order", async () => {
    paymentApi({
      code: 422,
      data: { error: 'paymentFailed' },
      msg: 'Payment Failed / payment failed please re-pay',
    });
    open();
    await payByEwallet('246810');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Failed / payment failed please re-pay',
    );
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$63.29');
  });

  it("asks for the card's challenge code on the page, then moves on to the result", async () => {
    const action = { type: 'challenge', url: '/omn/payment/challenge/7', attemptId: 7 };
    const attempt = {
      attemptId: 7,
      reference: 'PAY-7',
      method: 'card',
      amount: '63.29',
      currency: 'USD',
      brand: 'visa',
      last4: '3220',
      action: null,
      redirectUrl: null,
    };
    let answers = 0;
    const api = mockApi({
      [`GET /omn/order/orderDetail/${NO}`]: () => ({ data: DETAIL }),
      'GET /omn/order/checkoutOptions': () => ({
        data: { ...OPTIONS, paymentMethods: [{ method: 'card', available: true }] },
      }),
      [`POST /omn/order/payOrder/${NO}`]: () => ({ data: { ...paid, paid: false, action } }),
      // a mistyped code is refused by the form; the first sent one fails, the second passes
      'POST /omn/payment/challenge/7': () =>
        answers++ === 0
          ? {
              code: 422,
              data: { error: 'paymentChallengeFailed' },
              msg: 'Payment Failed: the verification code was not accepted. Please re-pay.',
            }
          : { data: { ...attempt, status: 'captured' } },
    });
    open();
    const payByCard = async () => {
      fireEvent.click(await screen.findByLabelText('Card'));
      fireEvent.change(await screen.findByLabelText('Card number'), {
        target: { value: '4000000000003220' },
      });
      fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
      fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
      fireEvent.change(screen.getByLabelText('Name on the card'), { target: { value: 'A Demo' } });
      fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    };
    await payByCard();
    const code = await screen.findByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Enter the verification code (4 to 8 digits)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    // refused: back to the methods with the spec's words, on the same order
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Failed');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await payByCard();
    fireEvent.change(await screen.findByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/shopping/Payment/SuccessfulPayment',
      ),
    );
    expect(api.sent('POST /omn/payment/challenge/7').map((r) => r.body)).toEqual([
      { code: '999999' },
      { code: '123456' },
    ]);
  });

  it('without an order, says so and offers the order history and the mall', async () => {
    renderPage(<PaymentPage titleKey="web.page.Payment" />, '/shopping/Payment');
    expect(await screen.findByText('We could not tell which order you mean.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
  });

  it('asks for a payment method', async () => {
    const api = paymentApi({ data: paid });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('A payment method must be selected')).toBeInTheDocument();
    expect(api.sent(`POST /omn/order/payOrder/${NO}`)).toHaveLength(0);
  });
});
