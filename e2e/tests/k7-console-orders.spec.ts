import { expect, test } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';
import { paidDemoOrder } from '../support/demo-order';

/**
 * Shipping an order from the console, as fulfilment meets it: demo's paid order is found by its
 * number; a shipment without a tracking number is refused with the translated message, then the
 * order ships with a carrier and a tracking number, and demo sees both in the order history.
 * Every other step and refusal (deliver, cancel, refunds, notes, foreign companies) is proved
 * over HTTP: apps/server/test/console/orders.test.ts and order-steps.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 240_000 : 150_000 });
const FIRST_PAINT = { timeout: 45_000 };

test('fulfilment ships a paid order; the member sees the tracking number', async ({ page }) => {
  const { orderNo, status } = await paidDemoOrder(page);
  expect(status).toBe(10);

  await signInConsole(page, 'fulfilment');
  await enterCode(page, 'fulfilment');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`);
  await expect(page.getByText('Not shipped yet')).toBeVisible();

  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL Express');
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(
    dialog.getByText('Enter the tracking number: the member follows the parcel with it.'),
  ).toBeVisible();
  await dialog.getByLabel('Tracking number').fill('DHL7788990011');
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('DHL Express · DHL7788990011')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  // demo's portal session is still open in this browser (the console keeps its own)
  await page.goto('/shopping/HistoryOrders');
  const card = page.getByRole('listitem').filter({ hasText: orderNo });
  await expect(card).toBeVisible(FIRST_PAINT);
  await card.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog');
  // in the facts (carrier, tracking number) and on the timeline's shipped step
  await expect(drawer.getByText('DHL7788990011', { exact: true })).toBeVisible();
  await expect(drawer.getByText('DHL Express', { exact: true })).toBeVisible();
  await expect(drawer.getByText('DHL Express DHL7788990011')).toBeVisible();
});
