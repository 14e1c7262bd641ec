import { expect, test } from '@playwright/test';
import { login, snapshot } from '../support/portal';
import { emptyCart, narrowToPhone, scrollsSideways } from '../support/shop';

/**
 * Quick purchase: from the dashboard's page, one click puts a favourite in the cart,
 * the header badge counts it, a second click says it is there already, and "Go to checkout"
 * opens the checkout with the cart's line. At phone width the page fits.
 */
test('quick purchase: add in one click, not twice, then the checkout', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await emptyCart(page, 'bzz');
  await page.goto('/dashboard/QuickPurchase');
  const panel = page.locator('.quick-purchase');
  await expect(panel.getByText('Quick purchase')).toBeVisible();

  const add = panel.getByRole('button', { name: /^Add .+ to the cart$/ }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to the cart$/, '');
  await add.click();
  await expect(page.getByText(`${name} was added to the cart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Shopping cart, 1 items$/ })).toBeVisible();

  // the same favourite again: the cart keeps one line and says so
  await page.waitForTimeout(2_100);
  await add.click();
  await expect(page.getByText(`${name} is already in the cart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Shopping cart, 1 items$/ })).toBeVisible();

  await narrowToPhone(page);
  await expect(panel).toBeVisible();
  await expect.poll(() => scrollsSideways(page)).toBe(false);
  await snapshot(page, testInfo, 'q1-quick-purchase-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/shopping\/confirmPay/);
  await expect(page.getByText(name).first()).toBeVisible();
  await emptyCart(page, 'bzz');
});
