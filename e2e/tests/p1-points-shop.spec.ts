import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, snapshot, tokenOf } from '../support/portal';
import { CARDS, PHONE, call, ensureUsAddress, placeOrder, productFor } from '../support/shop';

/**
 * The points shop as demo meets it (spec "Main mode" PointsShop; compensation-plan.md
 * "Vacation points"): the balance, the flush date and the month's BV rule before trying; one
 * exchange that ends with its order number; the exchange in Details; and a quantity worth more
 * points than the balance, refused beside the totals with nothing sent. The rules are proved
 * over HTTP (apps/server/test/points-shop) and the pages with stubs (features/points-shop).
 */

interface ShelfItem {
  name: string;
  pointsPrice: number;
  stock: number;
}

const shelf = async (page: Page) =>
  (await call<{ list: ShelfItem[] }>(page, '/omn/pointsShop/productList?pageNum=1&pageSize=48'))
    .list;
/** Whole points as the English pages write them: `1,200`. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const balanceOf = async (page: Page) =>
  (await call<{ balance: number }>(page, '/bo/vacation/points')).balance;
const ruleMet = async (page: Page) =>
  (await call<{ met: boolean }>(page, '/omn/order/exchangePurchaseMinBv', { body: {} })).met;

/** A one-unit retail order paid by the sandbox's approved card: BV this month, and points. */
async function payAnOrder(page: Page) {
  const addressId = await ensureUsAddress(page);
  const product = await productFor(page, 'bzz');
  const orderNo = await placeOrder(page, { addressId, skuId: product.skuId });
  const order = await call<{ amountDue: string }>(page, `/omn/order/orderDetail/${orderNo}`);
  const response = await page.request.post(`/frontend-server/omn/order/payOrder/${orderNo}`, {
    headers: { token: await tokenOf(page), platformName: 'bzz', 'Idempotency-Key': randomUUID() },
    data: {
      method: 'card',
      amount: order.amountDue,
      card: { number: CARDS.approved, expiry: '12/39', cvc: '123', holder: 'Demo Member' },
    },
  });
  const paid = (await response.json()) as { code: number; msg: string };
  expect(paid.code, paid.msg).toBe(0);
}

/**
 * Demo may start the month without the BV an exchange needs, or with too few points for the
 * cheapest product: paid orders bring both (1 point per whole BV), a handful at most.
 */
async function ensureExchangeable(page: Page, cheapest: number) {
  for (let i = 0; i < 10; i += 1) {
    if ((await ruleMet(page)) && (await balanceOf(page)) >= cheapest) return;
    await payAnOrder(page);
  }
  throw new Error('ten paid orders did not open the points shop for demo');
}

test('points shop: balance and rule first, one exchange, seen in Details; more than the balance is refused', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, 'demo');
  await ensureUsAddress(page);
  const items = (await shelf(page)).filter((p) => p.stock > 0);
  const cheap = [...items].sort((a, b) => a.pointsPrice - b.pointsPrice)[0];
  if (!cheap) throw new Error('the seed has no point-priced product in stock');
  await ensureExchangeable(page, cheap.pointsPrice);

  // /memberBenefit/PointsShop leads to its index, the exchange page
  await page.goto('/memberBenefit/PointsShop');
  await expect(page).toHaveURL(/\/memberBenefit\/PointsShop\/exchange$/);
  await expect(pageTitle(page)).toHaveText('Exchange points');
  await expect(page.getByTestId('points-balance')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('points-flush')).toBeVisible();
  await expect(page.getByTestId('bv-rule')).toContainText(
    'An exchange needs 50.00 BV of your own paid orders in the current month.',
  );
  await expect(page.getByTestId('bv-rule')).toContainText('you can exchange points');

  // one unit of the cheapest product
  const card = page.getByRole('article', { name: cheap.name });
  await card.getByRole('button', { name: `Exchange: ${cheap.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Exchange: ${cheap.name}` });
  await expect(dialog.getByTestId('exchange-after')).toBeVisible();
  await dialog.getByRole('button', { name: /^Exchange for [\d,]+ points$/ }).click();
  await expect(dialog.getByText('Exchange complete')).toBeVisible();
  const done = (await dialog.getByTestId('exchange-done').textContent()) ?? '';
  const orderNo = /Order (\S+):/.exec(done)?.[1] ?? '';
  expect(orderNo).toMatch(/^[A-Z]{2}\d+$/);
  await snapshot(page, testInfo, 'p1-exchanged');

  // the points it took, in the history, with the order
  await dialog.getByRole('link', { name: 'Points history' }).click();
  await expect(page).toHaveURL(/\/memberBenefit\/PointsShop\/Details$/);
  await expect(pageTitle(page)).toHaveText('Points details');
  const spent = page.getByRole('row').filter({ hasText: orderNo });
  await expect(spent).toContainText('Spent (points shop)');
  await expect(spent).toContainText(`-${grouped(cheap.pointsPrice)}`);

  // a quantity worth more points than demo has: refused beside the totals, nothing placed
  const balance = await balanceOf(page);
  const dear = [...items].sort((a, b) => b.pointsPrice - a.pointsPrice)[0] ?? cheap;
  const tooMany = Math.floor(balance / dear.pointsPrice) + 1;
  expect(tooMany, 'the shop caps a line at 99 and the stock').toBeLessThanOrEqual(
    Math.min(99, dear.stock),
  );
  await page.goto('/memberBenefit/PointsShop/exchange');
  await page
    .getByRole('article', { name: dear.name })
    .getByRole('button', { name: `Exchange: ${dear.name}` })
    .click();
  const again = page.getByRole('dialog', { name: `Exchange: ${dear.name}` });
  await again.getByLabel('Quantity').fill(String(tooMany));
  await expect(again.getByTestId('exchange-failure-balance')).toContainText('Insufficient Balance');
  await expect(again.getByRole('button', { name: /^Exchange for / })).toBeDisabled();
  await expect(again.getByLabel('Quantity')).toHaveValue(String(tooMany));
  expect(await balanceOf(page)).toBe(balance);

  // Details on a phone: one card per entry, nothing wider than the screen
  await page.setViewportSize(PHONE);
  await page.goto('/memberBenefit/PointsShop/Details');
  await expect(page.locator('.rt-card').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});
