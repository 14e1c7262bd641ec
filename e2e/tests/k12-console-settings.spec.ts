import { expect, test } from '@playwright/test';
import { enterCode, freshCode, signInConsole } from '../support/console';
import { chooseOption } from '../support/portal';

/**
 * Admin names where a company's low-stock alert goes and the language it is written in, and the
 * company's low-stock default: a malformed address is refused in the form first, and nothing is
 * sent; the saved address then shows in the list with its language, after a reload too, and
 * the Stock page shows the new default as the threshold of the company's SKUs without their
 * own. The mail itself (its texts and the products' names in that language) is proved in
 * apps/server/test/console/stock-alert.test.ts, the default's reach in low-stock-default.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 180_000 });
const FIRST_PAINT = { timeout: 45_000 };

test('admin sets the stock alert address, its language and the low-stock default; a bad address is refused', async ({
  page,
}) => {
  await signInConsole(page, 'admin');
  await enterCode(page, 'admin');
  await page.goto('/console/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible(
    FIRST_PAINT,
  );
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Settings of CA' }) });
  await row.getByRole('button', { name: 'Settings of CA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Stock alert e-mail').fill('stock at the warehouse');
  await dialog.getByLabel('Reason').fill('the warehouse wants the alert');
  await dialog.getByLabel('Code from your authenticator').fill(await freshCode(page, 'admin'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Enter an e-mail address such as stock@example.com.'),
  ).toBeVisible();

  const address = `stock-${Date.now()}@ca.example.com`;
  await dialog.getByLabel('Stock alert e-mail').fill(address);
  // by keyboard: a click on an option while the list was still opening was sometimes not taken
  // (the list stayed open on English), and clicking the select again then closed it
  await chooseOption(page, 'Stock alert language', 'Bahasa Melayu');
  await expect(dialog.getByTitle('Bahasa Melayu')).toBeVisible();
  await dialog.getByLabel('Low-stock default (units)').fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(FIRST_PAINT);
  await expect(row).toContainText(`${address} (Bahasa Melayu)`);
  await expect(row.getByRole('cell', { name: '60', exact: true })).toBeVisible();

  await page.reload();
  await expect(row).toContainText(`${address} (Bahasa Melayu)`, FIRST_PAINT);

  // the company's SKUs without a threshold of their own now take the new default
  await page.goto('/console/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible(FIRST_PAINT);
  await chooseOption(page, 'Company', 'CA');
  await expect(page.getByText('60 (default)').first()).toBeVisible(FIRST_PAINT);
});
