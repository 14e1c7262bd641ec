import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, tokenOf } from '../support/portal';
import { CARDS, call, ensureUsAddress, placeOrder, productFor } from '../support/shop';

/**
 * The message centre: an order paid in another browser raises the header badge
 * without a reload (the unread event stream); reading the message lowers it; read all; a
 * message that is not the member's shows the not-found state.
 */
const badge = (page: Page) => page.getByRole('link', { name: /^Messages, \d+ unread$/ });

async function unreadOf(page: Page): Promise<number> {
  const label = (await badge(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? NaN);
}

/** Places and pays a one-unit order by the sandbox's approved card, as the member on `page`. */
async function payAnOrder(page: Page): Promise<string> {
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
  return orderNo;
}

test('an order paid elsewhere raises the badge live; reading lowers it', async ({
  page,
  browser,
}) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'demo');
  await page.goto('/dashboard/DashboardMessage');
  await expect(pageTitle(page)).toHaveText('Messages');
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  const before = await unreadOf(page);

  // another browser, another session of the same member, pays an order through the API
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await login(otherPage, 'demo');
  const orderNo = await payAnOrder(otherPage);
  await other.close();

  // no reload: the stream tells this page, and the list refreshes too
  await expect(badge(page)).toHaveAttribute('aria-label', `Messages, ${before + 1} unread`, {
    timeout: 15_000,
  });
  const item = page.getByRole('link', { name: new RegExp(`Your order ${orderNo} is paid`) });
  await expect(item).toBeVisible();

  await item.click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Your order ${orderNo} is paid` }),
  ).toBeVisible();
  // one time format: the message's date and the time its text names are the same business time
  const detail = page.locator('article.message-detail');
  const sent = await detail.locator('.message-meta time').innerText();
  expect(sent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8$/);
  await expect(detail.locator('p:not(.message-meta)').first()).toContainText(sent);
  await expect(badge(page)).toHaveAttribute('aria-label', `Messages, ${before} unread`);

  // read all leaves nothing unread
  await page.getByRole('link', { name: 'Back to the messages' }).click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Messages, 0 unread');
});

test('a message that is not yours shows the not-found state', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'demo');
  await page.goto('/dashboard/DashboardMessage?id=2147483000&type=3');
  await expect(page.getByText('This message does not exist or is not yours.')).toBeVisible();
  await page.goto('/dashboard/DashboardMessage?id=abc&type=9');
  await expect(page.getByText('This message does not exist or is not yours.')).toBeVisible();
  // the list at phone width: no page-wide sideways scroll
  await page.getByRole('link', { name: 'Back to the messages' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Message categories' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
