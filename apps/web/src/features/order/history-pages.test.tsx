import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import InvoicePage from './invoice-page';
import OrderHistoryPage from './order-history-page';
import { DETAIL, INVOICE, SUMMARY } from './order-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (list: unknown[]) => ({
  data: { list, total: list.length, pageNum: 1, pageSize: 10 },
});
const openHistory = () =>
  renderPage(
    <OrderHistoryPage titleKey="web.page.HistoryOrders" params={{ platform: 'bzz' }} />,
    '/shopping/HistoryOrders',
  );

describe('HistoryOrders', { timeout: 60_000 }, () => {
  it('lists the orders with their status, and cancels an unpaid one', async () => {
    const api = mockApi({
      'GET /omn/order/orderList': () => page([SUMMARY]),
      [`POST /omn/order/cancelOrder/${SUMMARY.orderNo}`]: () => ({
        data: { ...DETAIL, status: 90 },
      }),
    });
    openHistory();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getByText('Awaiting payment')).toBeInTheDocument();
    // the order's time as every page shows it (business time), its BV with the money's format
    expect(list).toHaveTextContent('2026-11-24 18:00 UTC+8');
    expect(list).toHaveTextContent('36.00 BV');
    expect(within(list).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      `/shopping/Payment?orderNo=${SUMMARY.orderNo}`,
    );
    expect(api.sent('GET /omn/order/orderList')[0]?.query.get('platform')).toBe('bzz');
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(api.sent(`POST /omn/order/cancelOrder/${SUMMARY.orderNo}`)).toHaveLength(1),
    );
  });

  it('opens the detail with its timeline', async () => {
    mockApi({
      'GET /omn/order/orderList': () => page([SUMMARY]),
      [`GET /omn/order/orderDetail/${SUMMARY.orderNo}`]: () => ({ data: DETAIL }),
    });
    openHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    expect(await screen.findByText('Timeline')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const api = mockApi({ 'GET /omn/order/orderList': () => page([]) });
    openHistory();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('The end date must not be before the start date'),
    ).toBeInTheDocument();
    expect(api.sent('GET /omn/order/orderList')).toHaveLength(1);
  });
});

describe('Invoice', { timeout: 60_000 }, () => {
  it("shows the owner's invoice with its exact total", async () => {
    mockApi({ [`GET /omn/order/invoice/${INVOICE.orderNo}`]: () => ({ data: INVOICE }) });
    renderPage(
      <InvoicePage titleKey="web.page.Invoice" />,
      '/shopping/HistoryOrders/Invoice',
      undefined,
      `?orderNo=${INVOICE.orderNo}`,
    );
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$63.29');
    expect(screen.getByText('Portal US Inc.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('refuses a malformed InvoiceOss link without asking the server', async () => {
    const api = mockApi({});
    renderPage(
      <InvoicePage titleKey="web.page.InvoiceOss" params={{ kind: 'oss' }} />,
      '/shopping/HistoryOrders/InvoiceOss',
      undefined,
      '?order=US2026112400001&expires=1&sig=short',
    );
    expect(
      await screen.findByText('This invoice link is not valid. Ask for a new link.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // a shared link's reader has no session: the way on is the login page
    expect(screen.getByRole('link', { name: 'Log in to see your orders' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('without an order, says so and leads to the order history and the mall', async () => {
    const api = mockApi({});
    renderPage(<InvoicePage titleKey="web.page.Invoice" />, '/shopping/HistoryOrders/Invoice');
    expect(
      await screen.findByText(
        "We could not tell which order's invoice you want. Open the invoice from your order history.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/shopping/HistoryOrders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's answer to an expired link", async () => {
    mockApi({
      'GET /omn/order/invoiceOss': () => ({
        code: 403,
        data: { error: 'invoiceLinkExpired' },
        msg: 'This invoice link has expired. Ask for a new link.',
      }),
    });
    renderPage(
      <InvoicePage titleKey="web.page.InvoiceOss" params={{ kind: 'oss' }} />,
      '/shopping/HistoryOrders/InvoiceOss',
      undefined,
      `?order=US2026112400001&expires=1700000000&sig=${'A'.repeat(43)}`,
    );
    expect(
      await screen.findByText('This invoice link has expired. Ask for a new link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to see your orders' })).toBeInTheDocument();
  });
});

describe('subHistoryOrders', { timeout: 60_000 }, () => {
  it("lists the marketplace's orders, with links to this platform's pages", async () => {
    const api = mockApi({
      'GET /omn/order/orderList': () => page([{ ...SUMMARY, platform: 'wpm' }]),
    });
    renderPage(
      <OrderHistoryPage titleKey="web.page.subHistoryOrders" params={{ platform: 'wpm' }} />,
      '/shopping/subHistoryOrders',
    );
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(api.sent('GET /omn/order/orderList')[0]?.query.get('platform')).toBe('wpm');
    expect(within(list).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      `/shopping/Payment?orderNo=${SUMMARY.orderNo}`,
    );
  });
});
