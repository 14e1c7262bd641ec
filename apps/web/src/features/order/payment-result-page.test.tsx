import { ORDER_STATUS } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { DETAIL } from './order-fixtures';
import PaymentSuccessPage from './payment-success-page';

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

describe('SuccessfulPayment', { timeout: 60_000 }, () => {
  const openSuccess = () =>
    renderPage(
      <PaymentSuccessPage titleKey="web.page.SuccessfulPayment" />,
      '/shopping/Payment/SuccessfulPayment',
      undefined,
      `?orderNo=${NO}`,
    );

  it('back from the third-party page: asks the server to settle that attempt once', async () => {
    const api = mockApi({
      'POST /omn/payment/refresh/41': () => ({
        data: { attemptId: 41, status: 'captured', amount: '63.29', brand: null, last4: null },
      }),
      [`GET /omn/order/paymentStatus/${NO}`]: () => ({ data: paid }),
    });
    renderPage(
      <PaymentSuccessPage titleKey="web.page.SuccessfulPayment" />,
      '/shopping/Payment/SuccessfulPayment',
      undefined,
      `?orderNo=${NO}&attemptId=41&status=captured`,
    );
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('POST /omn/payment/refresh/41')).toHaveLength(1));
  });

  it('polls until the payment is confirmed', async () => {
    let n = 0;
    mockApi({
      [`GET /omn/order/paymentStatus/${NO}`]: () => ({
        data:
          n++ === 0
            ? {
                ...paid,
                paid: false,
                status: ORDER_STATUS.awaitingPayment,
                payments: [
                  {
                    id: 1,
                    method: 'thirdparty',
                    amount: '63.29',
                    refunded: '0.00',
                    status: 'pending',
                    detail: null,
                    createdAt: '2026-11-24T10:01:00Z',
                  },
                ],
              }
            : paid,
      }),
    });
    openSuccess();
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment successful', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
  });

  it('never says "Payment successful" without an order, and offers the way on', async () => {
    renderPage(
      <PaymentSuccessPage titleKey="web.page.SuccessfulPayment" />,
      '/shopping/Payment/SuccessfulPayment',
    );
    expect(await screen.findByText('We could not tell which order you mean.')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment result');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/shopping/HistoryOrders',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shopping/ShoppingMall'),
    );
  });

  it('says a paid order is paid, with its invoice, the order history and the mall', async () => {
    mockApi({ [`GET /omn/order/paymentStatus/${NO}`]: () => ({ data: paid }) });
    openSuccess();
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(screen.getByText(`Order ${NO} is paid.`)).toBeInTheDocument();
    for (const name of ['My orders', 'Invoice', 'Continue shopping'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('says a closed order can no longer be paid and leads to the mall', async () => {
    mockApi({
      [`GET /omn/order/paymentStatus/${NO}`]: () => ({
        data: { ...paid, paid: false, status: ORDER_STATUS.cancelled },
      }),
    });
    openSuccess();
    expect(await screen.findByText('This order can no longer be paid.')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shopping/ShoppingMall',
    );
  });

  it('keeps the way back when the status cannot be loaded', async () => {
    mockApi({
      [`GET /omn/order/paymentStatus/${NO}`]: () => ({ code: 500, msg: 'System Error!' }),
    });
    openSuccess();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).toBeNull();
  });

  it('leads a failed payment back to the payment of the same order', async () => {
    mockApi({
      [`GET /omn/order/paymentStatus/${NO}`]: () => ({
        data: { ...paid, paid: false, status: ORDER_STATUS.awaitingPayment },
      }),
    });
    openSuccess();
    expect(
      await screen.findByText('Payment Failed / payment failed please re-pay'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute(
      'href',
      `/shopping/Payment?orderNo=${NO}`,
    );
  });
});
