import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, type Call, type Reply } from '../../lib/test/render-page';
import PointsShopPage from './points-shop-page';
import {
  ADDRESS,
  POINTS,
  PRODUCT,
  PRODUCTS,
  RESULT,
  RULE_MET,
  RULE_UNMET,
  historyPage,
  previewFor,
} from './points-shop-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const qtyOf = (call: Call) => (call.body as { lines: { qty: number }[] }).lines[0]?.qty ?? 1;
const BALANCE_SHORT: Reply = {
  code: 422,
  data: { error: 'pointsBalanceInsufficient' },
  msg: 'Insufficient Balance: this exchange needs 3,000 points; you have 1,500.',
};

/** The shop's calls; each answer may be replaced by a test. */
const shopApi = (over: Record<string, (call: Call) => Reply> = {}) =>
  mockApi({
    'GET /bo/vacation/points': () => ({ data: POINTS }),
    'POST /omn/order/exchangePurchaseMinBv': () => ({ data: RULE_MET }),
    'GET /omn/pointsShop/productList': () => ({ data: PRODUCTS }),
    'GET /omn/pointsShop/productDetail/7': () => ({ data: PRODUCT }),
    'GET /mm/member/qry/consignee/address': () => ({ data: [ADDRESS] }),
    'POST /omn/order/beforeExchangePurchase': (call) => ({ data: previewFor(qtyOf(call)) }),
    'POST /omn/order/exchangePurchase': () => ({ data: RESULT }),
    'GET /bo/vacation/history': (call) => ({
      data: historyPage(Number(call.query.get('pageNum'))),
    }),
    ...over,
  });

const openExchange = () =>
  renderPage(
    <PointsShopPage titleKey="web.page.PointsExchange" />,
    '/memberBenefit/PointsShop/exchange',
  );

/** Opens the exchange dialog of the Vitamin C card and sets the quantity. */
async function startExchange(qty: number) {
  fireEvent.click(await screen.findByRole('button', { name: 'Exchange: Vitamin C 1000' }));
  const dialog = await screen.findByRole('dialog', { name: 'Exchange: Vitamin C 1000' });
  fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: String(qty) } });
  return dialog;
}

describe('PointsShop exchange', { timeout: 60_000 }, () => {
  it('shows the balance, the flush date, the met rule and the products once loaded', async () => {
    shopApi();
    openExchange();
    // the first paint is the wait: card-shaped placeholders, no product yet
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Vitamin C 1000' });
    expect(within(card).getByText('600 points')).toBeInTheDocument();
    // the picture as the mall draws it (decorative: the name is the heading)
    expect(card.querySelector('img')).toHaveAttribute('src', '/products/vitc.svg');
    const mug = screen.getByRole('article', { name: 'Travel Mug' });
    expect(within(mug).getByText('Out of stock')).toBeInTheDocument();
    expect(within(mug).getByRole('button', { name: 'Exchange: Travel Mug' })).toBeDisabled();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,500');
    expect(screen.getByTestId('points-flush')).toHaveTextContent('May 20, 2027');
    expect(screen.getByTestId('bv-rule')).toHaveTextContent(
      'An exchange needs 50.00 BV of your own paid orders in the current month.',
    );
    expect(screen.getByTestId('bv-rule')).toHaveTextContent('72.50 BV: you can exchange points.');
  });

  it('says when there is nothing to exchange', async () => {
    shopApi({
      'GET /omn/pointsShop/productList': () => ({ data: { ...PRODUCTS, list: [], total: 0 } }),
    });
    openExchange();
    expect(
      await screen.findByText('No products can be exchanged for points at the moment.'),
    ).toBeInTheDocument();
  });

  it('says the BV rule is unmet and by how much before the member tries', async () => {
    const api = shopApi({ 'POST /omn/order/exchangePurchaseMinBv': () => ({ data: RULE_UNMET }) });
    openExchange();
    const rule = await screen.findByTestId('bv-rule');
    expect(rule).toHaveTextContent('12.00 BV: 38.00 BV more and you can exchange points.');
    const card = await screen.findByRole('article', { name: 'Vitamin C 1000' });
    expect(within(card).getByRole('button', { name: 'Exchange: Vitamin C 1000' })).toBeDisabled();
    expect(api.sent('POST /omn/order/beforeExchangePurchase')).toHaveLength(0);
  });

  it('checks, exchanges with an Idempotency-Key and shows the order number', async () => {
    const api = shopApi();
    openExchange();
    const dialog = await startExchange(2);
    await waitFor(() =>
      expect(within(dialog).getByTestId('exchange-after')).toHaveTextContent('300 points'),
    );
    expect(within(dialog).getByTestId('exchange-total')).toHaveTextContent('1,200 points');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exchange for 1,200 points' }));
    expect(await within(dialog).findByText('Exchange complete')).toBeInTheDocument();
    expect(within(dialog).getByTestId('exchange-done')).toHaveTextContent(
      'Order US2026120600017: 1,200 points spent. You have 300 points left.',
    );
    expect(within(dialog).getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/shopping/HistoryOrders',
    );
    const [sent] = api.sent('POST /omn/order/exchangePurchase');
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.body).toEqual({
      lines: [{ productSkuId: 70, qty: 2 }],
      delivery: { mode: 'address', addressId: 31 },
    });
    // checked first, as composed
    expect(api.sent('POST /omn/order/beforeExchangePurchase').at(-1)?.body).toEqual(sent?.body);
  });

  it('shows a short balance beside the totals and keeps what the member chose', async () => {
    const api = shopApi({
      'POST /omn/order/beforeExchangePurchase': (call) =>
        qtyOf(call) > 2 ? BALANCE_SHORT : { data: previewFor(qtyOf(call)) },
    });
    openExchange();
    const dialog = await startExchange(5);
    const alert = await within(dialog).findByTestId('exchange-failure-balance');
    expect(alert).toHaveTextContent('Insufficient Balance: this exchange needs 3,000 points');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('5');
    expect(
      within(dialog).getByRole('button', { name: 'Exchange for 3,000 points' }),
    ).toBeDisabled();
    expect(api.sent('POST /omn/order/exchangePurchase')).toHaveLength(0);
    // fewer fits the balance: the refusal goes, the exchange is offered again
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    await waitFor(() =>
      expect(within(dialog).queryByTestId('exchange-failure-balance')).not.toBeInTheDocument(),
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Exchange for 1,200 points' }),
    ).toBeEnabled();
  });

  it("shows the exchange's own refusal at its place and sends the same attempt once fixed", async () => {
    let short = true;
    const api = shopApi({
      'POST /omn/order/exchangePurchase': () => (short ? BALANCE_SHORT : { data: RESULT }),
    });
    openExchange();
    const dialog = await startExchange(2);
    await within(dialog).findByTestId('exchange-after');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exchange for 1,200 points' }));
    expect(await within(dialog).findByTestId('exchange-failure-balance')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('2');
    short = false;
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '1' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('exchange-after')).toHaveTextContent('900 points'),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the 2,000 ms re-click lock
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exchange for 600 points' }));
    expect(await within(dialog).findByText('Exchange complete')).toBeInTheDocument();
    const [first, second] = api.sent('POST /omn/order/exchangePurchase');
    // a final refusal spends the key: the new attempt has its own
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });
});

describe('PointsShop Details', { timeout: 60_000 }, () => {
  it('pages the points history on the server, each row with its balance', async () => {
    const api = shopApi();
    renderPage(
      <PointsShopPage titleKey="web.page.PointsDetails" />,
      '/memberBenefit/PointsShop/Details',
    );
    const spent = await screen.findByText('Spent (points shop)');
    const row = spent.closest('tr')!;
    expect(row).toHaveTextContent('US2026110000');
    expect(row).toHaveTextContent('-1,200');
    expect(row).toHaveTextContent('1,500');
    expect(api.sent('GET /bo/vacation/history')[0]?.query.get('pageSize')).toBe('20');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('US202611000024')).toBeInTheDocument();
    const last = api.sent('GET /bo/vacation/history').at(-1);
    expect(last?.query.get('pageNum')).toBe('2');
    expect(screen.queryByText('Spent (points shop)')).not.toBeInTheDocument();
  });
});

describe('PointsShop ProductDetail', { timeout: 60_000 }, () => {
  it('shows the points price and offers the exchange', async () => {
    shopApi();
    renderPage(
      <PointsShopPage titleKey="web.page.ProductDetail" />,
      '/memberBenefit/PointsShop/ProductDetail',
      undefined,
      '?id=7',
    );
    expect(await screen.findByRole('heading', { name: 'Vitamin C 1000' })).toBeInTheDocument();
    expect(screen.getByText('600 points', { selector: '.points-price' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Exchange for 600 points' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the points shop/ })).toHaveAttribute(
      'href',
      '/memberBenefit/PointsShop/exchange',
    );
  });
});
