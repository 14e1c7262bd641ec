import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 1,
  loginName: 'fay',
  displayName: 'Fay Fulfilment',
  roles: ['fulfilment'],
  permissions: ['home:view', 'order:view', 'order:fulfil'],
  companies: null,
};

const ROW = {
  orderNo: 'US261206000001',
  companyCode: 'US',
  memberId: 7,
  loginName: 'demo',
  orderType: 40,
  platform: 'bzz',
  status: 10,
  currency: 'USD',
  minorUnit: 2,
  total: '25.00',
  bv: '50.00',
  deliveryMode: 'address',
  createdAt: '2026-12-06T02:00:00Z',
  paidAt: '2026-12-06T02:01:00Z',
};

const DETAIL = {
  ...ROW,
  subtotal: '25.00',
  shipping: '0.00',
  tax: '0.00',
  paidAmount: '25.00',
  refundedAmount: '0.00',
  refundedBv: '0.00',
  lines: [],
  delivery: { mode: 'address', address: null, placeName: null },
  payments: [],
  shipment: null,
  timeline: [
    { at: ROW.createdAt, kind: 'step', who: 'member:7', fromStatus: null, toStatus: 0, text: null },
  ],
  remark: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('console orders', () => {
  it('lists the orders found, each linking to its page', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/orders': { data: { list: [ROW], total: 1, totalCapped: false, pageNum: 1, pageSize: 20 } },
    });
    await renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await screen.findByRole('link', { name: ROW.orderNo })).toBeInTheDocument();
    expect(screen.getByText('25.00 USD')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });

  it('says "more than" when the search stopped counting at its cap', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/orders': {
        data: { list: [ROW], total: 1000, totalCapped: true, pageNum: 1, pageSize: 20 },
      },
    });
    await renderApp('/orders');
    expect(await screen.findByText('More than 1,000 found')).toBeInTheDocument();
  });

  it('refuses a shipment without a tracking number before sending it', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      [`/orders/${ROW.orderNo}`]: { data: DETAIL },
      [`/orders/${ROW.orderNo}/ship`]: { data: { orderNo: ROW.orderNo, status: 20 } },
    });
    await renderApp(`/orders/${ROW.orderNo}`);
    expect(await screen.findByText('Not shipped yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'DHL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(
      await within(dialog).findByText(
        'Enter the tracking number: the member follows the parcel with it.',
      ),
    ).toBeInTheDocument();
    const sent = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ship')).map(([, i]) => i);
    expect(sent()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), {
      target: { value: 'DHL123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(JSON.parse(String(sent()[0]?.body))).toEqual({ carrier: 'DHL', trackingNo: 'DHL123' });
  });

  it('warns in the refund check of a promotion tier the member would lose', async () => {
    startSession('tok');
    const money = { ...ME, roles: ['finance'], permissions: ['order:view', 'order:refund'] };
    stubFetch({
      '/auth/me': { data: money },
      [`/orders/${ROW.orderNo}`]: { data: { ...DETAIL, status: 10 } },
      [`/orders/${ROW.orderNo}/refund/preview`]: {
        data: {
          orderNo: ROW.orderNo,
          currency: 'USD',
          minorUnit: 2,
          amount: '25.00',
          whole: true,
          bv: '50.00',
          cycle: '2026-W49',
          pointsGivenBack: false,
          statusAfter: 50,
          packageBvLost: false,
          promotionTiersLost: [
            { promotionCode: 'q4', title: 'Quarter', tierBefore: 'Gold', tierAfter: 'Silver' },
            { promotionCode: 'sp', title: 'Special', tierBefore: 'First', tierAfter: null },
          ],
        },
      },
    });
    await renderApp(`/orders/${ROW.orderNo}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check the refund' }));
    expect(
      await within(dialog).findByText(/would fall below a prize tier of a running promotion/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Quarter: from “Gold” down to “Silver”')).toBeInTheDocument();
    expect(within(dialog).getByText('Special: from “First” down to no tier')).toBeInTheDocument();
  });

  it('re-sends the invoice of a paid order with an idempotency key', async () => {
    startSession('tok');
    const support = { ...ME, roles: ['support'], permissions: ['order:view'] };
    const fetchMock = stubFetch({
      '/auth/me': { data: support },
      [`/orders/${ROW.orderNo}`]: { data: DETAIL },
      [`/orders/${ROW.orderNo}/invoice/resend`]: {
        data: { orderNo: ROW.orderNo, email: 'demo@example.com', linkExpiresAt: ROW.paidAt },
      },
    });
    await renderApp(`/orders/${ROW.orderNo}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Re-send the invoice' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Re-send the invoice' }));
    expect(
      await screen.findByText('The invoice is on its way to demo@example.com.'),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/invoice/resend'));
    expect(sent).toHaveLength(1);
    const headers = new Headers(sent[0]?.[1]?.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads the total in the company currency and sends it in minor units', async () => {
    startSession('tok');
    const companies = [
      { code: 'ID', currency: 'IDR', minorUnit: 0 },
      { code: 'US', currency: 'USD', minorUnit: 2 },
    ];
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/orders/companies': { data: { list: companies } },
      '/orders': { data: { list: [], total: 0, pageNum: 1, pageSize: 20 } },
    });
    await renderApp('/orders');
    const searches = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((u) => u.pathname.endsWith('/orders'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Total from'), { target: { value: '25.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Choose a company: the total is in its currency.'),
    ).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
    const options = await waitFor(() => {
      const found = document.querySelectorAll('.ant-select-item-option');
      expect(found.length).toBe(2);
      return found;
    });
    fireEvent.click([...options].find((o) => o.textContent === 'US')!);
    fireEvent.change(await screen.findByLabelText('Total from (USD)'), {
      target: { value: '25.505' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('An amount in USD, e.g. 25.00.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Total from (USD)'), { target: { value: '25.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]!.searchParams.get('minTotal')).toBe('2550');
    expect(searches()[1]!.searchParams.get('company')).toBe('US');
  });
});
