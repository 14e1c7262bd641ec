import { expect, test } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';

/**
 * Admin keeps the shop's categories: a new one without its English name is refused in the form,
 * then added with an English and a Chinese name, renamed, and removed (it has no product). The
 * rules behind it (names unique per company and platform, a category in use kept, the members'
 * mall showing each change at once) are proved over HTTP:
 * apps/server/test/console/catalogue-categories.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 180_000 });
const FIRST_PAINT = { timeout: 45_000 };

test('admin adds, renames and removes a category; a nameless one is refused', async ({ page }) => {
  await signInConsole(page, 'admin');
  await enterCode(page, 'admin');
  await page.goto('/console/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: 'Categories' }).click();
  const drawer = page.getByRole('dialog', { name: /^Categories of / });
  await expect(drawer.getByRole('row').nth(1)).toBeVisible(FIRST_PAINT);

  await drawer.getByRole('button', { name: 'New category' }).click();
  let names = page.getByRole('dialog', { name: 'New category' });
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names.getByText('Please fill this in.')).toBeVisible();

  const name = `Gift sets ${Date.now()}`;
  await names.getByLabel('Name (English)').fill(name);
  await names.getByLabel('Name (Chinese (simplified))').fill('礼盒');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names).toBeHidden(FIRST_PAINT);
  const row = drawer.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible(FIRST_PAINT);
  await expect(row).toContainText('礼盒');

  const renamed = `${name} and boxes`;
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  names = page.getByRole('dialog', { name: `Rename ${name}` });
  await names.getByLabel('Name (English)').fill(renamed);
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names).toBeHidden(FIRST_PAINT);
  const renamedRow = drawer.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible(FIRST_PAINT);

  await renamedRow.getByRole('button', { name: `Remove ${renamed}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByRole('row').filter({ hasText: renamed })).toHaveCount(0, FIRST_PAINT);
});
