import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import ConfirmPayPage from './confirm-pay-page';
import { ADDRESS, CART, OPTIONS, PREVIEW, SUMMARY } from './order-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ platformName: 'bzz' });
});

const checkoutApi = (save: () => { code?: number; data?: unknown; msg?: string }) =>
  mockApi({
    'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({ data: CART }),
    'GET /omn/order/checkoutOptions': () => ({ data: OPTIONS }),
    'GET /mm/member/qry/consignee/address': () => ({ data: [ADDRESS] }),
    'POST /omn/order/beforeSaveOrder': () => ({ data: PREVIEW }),
    'POST /omn/order/saveOrder': save,
  });

const open = () =>
  renderPage(<ConfirmPayPage titleKey="web.page.confirmPay" />, '/shopping/confirmPay');

describe('confirmPay', { timeout: 60_000 }, () => {
  it('prices the order for the default address and shows what it changes', async () => {
    const api = checkoutApi(() => ({ data: SUMMARY }));
    open();
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$63.29');
    expect(screen.getByText('What this order changes')).toBeInTheDocument();
    expect(screen.getByText('164.00 BV more to Gold')).toBeInTheDocument();
    const [preview] = api.sent('POST /omn/order/beforeSaveOrder');
    expect(preview?.body).toMatchObject({
      orderType: 40,
      platform: 'bzz',
      delivery: { mode: 'address', addressId: 31 },
      lines: [{ productSkuId: 70, qty: 2, cartItemId: 1 }],
    });
  });

  it('places the order with an Idempotency-Key once agreed, and opens its payment', async () => {
    const api = checkoutApi(() => ({ data: SUMMARY }));
    open();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shopping/Payment'),
    );
    const [save] = api.sent('POST /omn/order/saveOrder');
    expect(save?.body).toMatchObject({ agreeReturnPolicy: true, expectedTotal: '63.29' });
    expect(save?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for the return-policy agreement before anything is placed', async () => {
    const api = checkoutApi(() => ({ data: SUMMARY }));
    open();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must agree to the return policy');
    expect(api.sent('POST /omn/order/saveOrder')).toHaveLength(0);
  });

  it("shows the server's refusal and stays on the checkout", async () => {
    checkoutApi(() => ({
      code: 422,
      data: { error: 'orderStockInsufficient' },
      msg: 'Not enough stock of Vitamin C 1000: 1 left.',
    }));
    open();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough stock of Vitamin C 1000',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers office self-pickup where the company enables it', async () => {
    const api = checkoutApi(() => ({ data: SUMMARY }));
    open();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByLabelText(/Office self-pickup/));
    await waitFor(() =>
      expect(api.sent('POST /omn/order/beforeSaveOrder').at(-1)?.body).toMatchObject({
        delivery: { mode: 'officePickup' },
      }),
    );
  });

  it('sends an empty cart back to the cart', async () => {
    mockApi({
      'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({ data: { ...CART, items: [] } }),
      'GET /omn/order/checkoutOptions': () => ({ data: OPTIONS }),
      'GET /mm/member/qry/consignee/address': () => ({ data: [ADDRESS] }),
    });
    open();
    expect(
      await screen.findByText('There is nothing to order: your cart is empty.'),
    ).toBeInTheDocument();
  });
});

describe('confirmPay on the marketplace (wpm)', { timeout: 60_000 }, () => {
  it("orders the world-plan list and opens the marketplace's payment page", async () => {
    useAppStore.setState({ platformName: 'wpm' });
    const wpmCart = {
      ...CART,
      platform: 'wpm' as const,
      items: CART.items.map((l) => ({ ...l, list: 'worldplan' as const })),
    };
    const api = mockApi({
      'GET /omn/shoppingCart/qryShoppingCart/wpm': () => ({ data: wpmCart }),
      'GET /omn/order/checkoutOptions': () => ({ data: OPTIONS }),
      'GET /mm/member/qry/consignee/address': () => ({ data: [ADDRESS] }),
      'POST /omn/order/beforeSaveOrder': () => ({ data: { ...PREVIEW, platform: 'wpm' } }),
      'POST /omn/order/saveOrder': () => ({ data: { ...SUMMARY, platform: 'wpm' } }),
    });
    renderPage(
      <ConfirmPayPage titleKey="web.page.confirmPay" />,
      '/wpm/myAccountNoLeft/shopping/confirmPay',
    );
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/wpm/myAccountNoLeft/shopping/Payment',
      ),
    );
    expect(api.sent('POST /omn/order/saveOrder')[0]?.body).toMatchObject({ platform: 'wpm' });
  });
});
